import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { PageRecord, SiteData } from "#build/pipeline/build-site-data.ts";
import { readPage, readTree, SITE_CACHE_DIR, startSiteCache } from "#build/site-cache/site-cache.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function page(path: string, html: string): PageRecord {
  return { path, file: `content${path}.md`, html, headings: [], hasBody: true, markdown: html, embedPreview: false };
}

function site(pages: PageRecord[]): SiteData {
  return {
    tree: { type: "markdown", path: "/", id: "", title: "Home", weight: 1, source: "content/index.md", children: [] },
    pages,
    highlightCss: "",
    stats: { pages: pages.length, codeBlocksChecked: 0, graphqlBlocksChecked: 0 },
  } as unknown as SiteData;
}

describe("the site cache's writer", () => {
  it("writes pages as they come, then the rest with the tree, in place of what an earlier build left", async () => {
    const rootDir = mkdtempSync(join(tmpdir(), "site-cache-"));
    roots.push(rootDir);
    await startSiteCache(rootDir).finish(site([page("/docs/old", "<p>old</p>")]));

    const writer = startSiteCache(rootDir);
    writer.writePage(page("/docs/a", "<p>a</p>"));
    // Until the build finishes, readers still find the last build's pages.
    expect(readPage("/docs/old", rootDir).html).toBe("<p>old</p>");
    await writer.finish(site([page("/docs/a", "<p>a</p>"), page("/docs/b", "<p>b</p>")]));

    expect(readdirSync(join(rootDir, SITE_CACHE_DIR)).sort()).toEqual([
      "highlight.css",
      "pages",
      "stats.json",
      "tree.json",
    ]);
    expect(readdirSync(join(rootDir, SITE_CACHE_DIR, "pages")).sort()).toEqual(["docs__a.json", "docs__b.json"]);
    expect(readPage("/docs/a", rootDir).html).toBe("<p>a</p>");
    expect(readPage("/docs/b", rootDir).html).toBe("<p>b</p>");
    expect(readTree(rootDir).title).toBe("Home");
  });

  it("leaves the last build's cache whole when a build fails before it finishes", async () => {
    const rootDir = mkdtempSync(join(tmpdir(), "site-cache-"));
    roots.push(rootDir);
    await startSiteCache(rootDir).finish(site([page("/docs/old", "<p>old</p>")]));

    startSiteCache(rootDir).writePage(page("/docs/new", "<p>new</p>"));

    expect(readdirSync(join(rootDir, SITE_CACHE_DIR, "pages"))).toEqual(["docs__old.json"]);
    expect(readPage("/docs/old", rootDir).html).toBe("<p>old</p>");
  });
});
