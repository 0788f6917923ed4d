import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { measurePageWeight } from "../../bench/measure-page-weight.ts";

// A page as the build writes it: the islands' module script, the chunk it imports preloaded, one stylesheet.
const PAGE = [
  '<html><head><script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/route.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><p>Trips</p></body></html>',
].join("");

function buildOutput(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "weight-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

describe("measurePageWeight", () => {
  it("weighs the page's module script and preloads, its stylesheets and the page itself", () => {
    const html = PAGE;
    const entry = "export const entry = 1;\n".repeat(40);
    const route = "export const route = 2;\n".repeat(10);
    const dir = buildOutput({
      "docs/trips/index.html": html,
      "assets/entry.js": entry,
      "assets/route.js": route,
      "assets/root.css": "p { color: black; }",
    });
    const weight = measurePageWeight(dir, "/docs/trips");
    expect(weight.js.raw).toBe(entry.length + route.length);
    expect(weight.js.gzip).toBe(gzipSync(entry, { level: 9 }).length + gzipSync(route, { level: 9 }).length);
    expect(weight.css.raw).toBe("p { color: black; }".length);
    expect(weight.html.raw).toBe(Buffer.byteLength(html));
    expect(weight.requests).toBe(4);
  });

  it("reads stylesheet links whatever the order of their attributes", () => {
    const html = PAGE.replace(
      '<link rel="stylesheet" href="/assets/root.css"/>',
      "<link href='/assets/root.css?v=1' rel=stylesheet>",
    );
    const dir = buildOutput({
      "docs/trips/index.html": html,
      "assets/entry.js": "1",
      "assets/route.js": "2",
      "assets/root.css": "p { color: black; }",
    });
    expect(measurePageWeight(dir, "/docs/trips").css.raw).toBe("p { color: black; }".length);
  });

  it("refuses to weigh a page whose stylesheets it cannot find, naming the file", () => {
    const html = PAGE.replace('<link rel="stylesheet" href="/assets/root.css"/>', "");
    const dir = buildOutput({ "docs/bare/index.html": html, "assets/entry.js": "1", "assets/route.js": "2" });
    expect(() => measurePageWeight(dir, "/docs/bare")).toThrow(
      `${join(dir, "docs/bare/index.html")}: no <link rel="stylesheet"> found`,
    );
  });

  it("refuses to weigh a page whose scripts it cannot find, naming the file", () => {
    const dir = buildOutput({ "docs/plain/index.html": "<html><body><p>No scripts</p></body></html>" });
    expect(() => measurePageWeight(dir, "/docs/plain")).toThrow(
      `${join(dir, "docs/plain/index.html")}: no first-load JavaScript found`,
    );
  });
});
