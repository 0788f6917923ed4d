import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeSearchIndex } from "#build/publish/search-index.ts";
import { SpareCoreGate } from "#build/publish/spare-core-gate.ts";

function page(title: string, text: string): string {
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><nav>Menu</nav><article data-pagefind-body><h1>${title}</h1><p>${text}</p></article></body></html>`;
}

function writeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), "search-index-"));
  for (const [path, title] of [
    ["docs/trips", "Trips"],
    ["docs/maps", "Maps"],
  ] as const) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, "index.html"), page(title, `How ${title.toLowerCase()} work in itineraries.`));
  }
  // A redirect page has no `data-pagefind-body`: read, but not indexed.
  mkdirSync(join(dir, "docs/old"), { recursive: true });
  writeFileSync(
    join(dir, "docs/old/index.html"),
    '<!DOCTYPE html><html lang="en"><head></head><body>Moved</body></html>',
  );
  return dir;
}

describe("writeSearchIndex", () => {
  it("indexes the pages with a body, and reports the files it kept", async () => {
    const dir = writeSite();
    const summary = await writeSearchIndex(dir);
    expect(summary.pages).toBe(2);

    const searchDir = join(dir, "pagefind");
    const files = readdirSync(searchDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const bytes = files.reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);
    expect(summary.bytes).toBe(bytes);
    expect(existsSync(join(searchDir, "pagefind.js"))).toBe(true);
    // One part: nothing for the browser to merge.
    expect(readFileSync(join(searchDir, "merged-indexes.json"), "utf8")).toBe("[]\n");
    // Pagefind's own UI and worker are never requested: the dialog is ours.
    for (const unused of ["pagefind-ui.js", "pagefind-ui.css", "pagefind-worker.js"]) {
      expect(existsSync(join(searchDir, unused)), unused).toBe(false);
    }
  });

  it("writes a large site's index in parts, the later ones listed for the browser to merge", async () => {
    const dir = writeSite();
    const summary = await writeSearchIndex(dir, { partPages: 2 });
    // docs/maps and docs/old (a redirect, read but not indexed) in the first part, docs/trips in the second.
    expect(summary.pages).toBe(2);
    expect(readFileSync(join(dir, "pagefind", "merged-indexes.json"), "utf8")).toBe('["/pagefind/part-2/"]\n');

    const entry = (part: string) =>
      JSON.parse(readFileSync(join(dir, "pagefind", part, "pagefind-entry.json"), "utf8")) as {
        languages: Record<string, { page_count: number }>;
      };
    expect(entry("").languages["en"]?.page_count).toBe(1);
    expect(entry("part-2").languages["en"]?.page_count).toBe(1);
    // A merged part runs in the first part's script and WebAssembly.
    expect(existsSync(join(dir, "pagefind", "pagefind.js"))).toBe(true);
    const merged = readdirSync(join(dir, "pagefind", "part-2"));
    expect(merged.filter((name) => name === "pagefind.js" || name.startsWith("wasm."))).toEqual([]);
    expect(merged).toContain("fragment");

    const files = readdirSync(join(dir, "pagefind"), { recursive: true, withFileTypes: true });
    const bytes = files
      .filter((file) => file.isFile())
      .reduce((total, file) => total + statSync(join(file.parentPath, file.name)).size, 0);
    expect(summary.bytes).toBe(bytes);
  });

  it("closes the gate while Pagefind reads the pages, and leaves it open once the index is written", async () => {
    const dir = writeSite();
    const gate = new SpareCoreGate();
    const states: string[] = [];
    const close = gate.close.bind(gate);
    const open = gate.open.bind(gate);
    gate.close = () => (states.push("closed"), close());
    gate.open = () => (states.push("open"), open());
    await writeSearchIndex(dir, { gate, partPages: 2 });
    // Each of the two parts is read with the gate closed and written with it open.
    expect(states).toEqual(["closed", "open", "closed", "open", "open"]);
    let passed = false;
    await gate.wait().then(() => (passed = true));
    expect(passed).toBe(true);
  });

  it("writes an empty index for a site without documentation pages", async () => {
    const dir = mkdtempSync(join(tmpdir(), "search-index-empty-"));
    const summary = await writeSearchIndex(dir);
    expect(summary.pages).toBe(0);
    expect(existsSync(join(dir, "pagefind", "pagefind.js"))).toBe(true);
    expect(readFileSync(join(dir, "pagefind", "merged-indexes.json"), "utf8")).toBe("[]\n");
  });
});
