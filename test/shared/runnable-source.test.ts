import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRunnableSource, RUNNABLE_SELECTORS, serializeRunnableSource } from "#shared/runnable-source.ts";

describe("the runnable source the build hands the browser", () => {
  it("reads back what it wrote", () => {
    const source = { operation: "query A { a }", variables: '{ "id": 1 }', title: "A" };
    expect(parseRunnableSource(serializeRunnableSource(source))).toEqual(source);
    expect(parseRunnableSource(serializeRunnableSource({ operation: "{ a }" }))).toEqual({ operation: "{ a }" });
  });

  it("never writes a `<`, so an example cannot close its script element", () => {
    const json = serializeRunnableSource({ operation: '{ a(b: "</script>") }' });
    expect(json).not.toContain("<");
    expect(parseRunnableSource(json)?.operation).toBe('{ a(b: "</script>") }');
  });

  it("refuses data of another shape", () => {
    for (const text of ["not json", "null", '{"variables":"{}"}', '{"operation":1}', '{"operation":"{ a }","title":2}'])
      expect(parseRunnableSource(text), text).toBeUndefined();
  });
});

describe("the first-load island check", () => {
  it("looks for runnable blocks with the contract's selector", () => {
    const islands = readFileSync(join(import.meta.dirname, "../../src/browser/mount-content-islands.ts"), "utf8");
    expect(islands).toContain(`root.querySelector("${RUNNABLE_SELECTORS.block}")`);
  });
});
