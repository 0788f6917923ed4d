import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { measureSnippetShare } from "../../bench/measure-snippet-share.ts";

function writePage(html: string): string {
  const dir = mkdtempSync(join(tmpdir(), "snippet-share-"));
  mkdirSync(join(dir, "docs/guide"), { recursive: true });
  writeFileSync(join(dir, "docs/guide/index.html"), html);
  return dir;
}

const snippet = (n: number) =>
  `<details class="request-snippets" data-pagefind-ignore=""><summary>Request as…</summary>` +
  `<pre><code>curl -X POST https://api.example/${n} --data '{"query":"{ node${n} { id } }"}'</code></pre></details>`;

describe("measureSnippetShare", () => {
  it("compares the page's gzip size with and without each request-snippet block", () => {
    const prose = "<p>Lists and trips, with a map.</p>".repeat(30);
    const page = `<html><body><main>${prose}${snippet(1)}<figure>code</figure>${snippet(2)}</main></body></html>`;
    const share = measureSnippetShare(writePage(page), "/docs/guide");
    const without = `<html><body><main>${prose}<figure>code</figure></main></body></html>`;
    expect(share.blocks).toBe(2);
    expect(share.gzip).toBe(gzipSync(page, { level: 9 }).length);
    expect(share.gzipWithout).toBe(gzipSync(without, { level: 9 }).length);
    expect(share.share).toBeCloseTo((share.gzip - share.gzipWithout) / share.gzipWithout, 10);
    expect(share.share).toBeGreaterThan(0);
  });

  it("leaves other details elements in place", () => {
    const other = "<details><summary>More</summary><p>Kept</p></details>";
    const share = measureSnippetShare(writePage(`<html><body>${other}${snippet(1)}</body></html>`), "/docs/guide");
    expect(share.gzipWithout).toBe(gzipSync(`<html><body>${other}</body></html>`, { level: 9 }).length);
  });

  it("fails with the file and what to check when the page has no snippets", () => {
    const dir = writePage("<html><body><p>No runnable block</p></body></html>");
    expect(() => measureSnippetShare(dir, "/docs/guide")).toThrow(
      /docs\/guide\/index\.html: no <details class="request-snippets"> found/,
    );
  });
});
