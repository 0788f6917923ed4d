import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SEMI_SPACE_FLAG } from "#build/config/heap-settings.ts";

describe("heap settings", () => {
  it("the build's own process gets the semi-space its child processes get", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.build).toBe(`node ${SEMI_SPACE_FLAG} scripts/run.mjs scripts/build.ts`);
  });
});
