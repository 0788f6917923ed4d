import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateSyntheticContent } from "../../bench/synthetic/generate-synthetic-content.ts";
import { planSyntheticPages, SYNTHETIC_ROOT, syntheticProbePath } from "../../bench/synthetic/plan-synthetic-pages.ts";
import { headingsOf, headingSlug, writeSyntheticMarkdown } from "../../bench/synthetic/write-synthetic-markdown.ts";
import { checkScript } from "#build/code-check/check-script.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { parseFrontMatter } from "#build/content/front-matter.ts";
import { buildSiteData } from "#build/pipeline/build-site-data.ts";

const rootDir = join(import.meta.dirname, "../..");
const planned = planSyntheticPages(250);
const site = {
  byPath: new Map(planned.map((page) => [page.path, page])),
  leaves: planned.filter((page) => page.kind === "page"),
  realPaths: ["/docs/guide"],
};
const fences = (markdown: string, lang: string) =>
  [...markdown.matchAll(new RegExp(`^\`\`\`${lang}(?: [^\\n]*)?\\n([\\s\\S]*?)\\n\`\`\`$`, "gm"))].map(
    (m) => m[1] ?? "",
  );

describe("synthetic content", () => {
  it("plans exactly the pages asked for, each under an existing parent, with unique paths", () => {
    expect(planned).toHaveLength(250);
    expect(new Set(planned.map((page) => page.path)).size).toBe(250);
    expect(planned[0]?.path).toBe(SYNTHETIC_ROOT);
    for (const page of planned.slice(1)) expect(site.byPath.has(page.parent ?? "")).toBe(true);
    expect(planSyntheticPages(1)).toHaveLength(1);
  });

  it("nests groups ten wide, with weights from 1 to 10", () => {
    const weights = new Set(planned.map((page) => page.weight));
    expect(Math.min(...weights)).toBe(1);
    expect(Math.max(...weights)).toBe(10);
    expect(Math.max(...planned.map((page) => page.children.length))).toBe(10);
    expect(new Set(planned.map((page) => page.kind))).toEqual(new Set(["section", "area", "topic", "page"]));
  });

  it("writes front matter that the site's schema accepts", () => {
    for (const page of planned) {
      const parsed = parseFrontMatter(writeSyntheticMarkdown(page, site), page.file);
      expect(parsed.problems).toEqual([]);
      expect(parsed.metadata?.title).toBe(page.title);
    }
  });

  it("writes valid JSON and JavaScript, and links only to planned pages and their headings", () => {
    const markdown = site.leaves
      .slice(0, 20)
      .map((page) => writeSyntheticMarkdown(page, site))
      .join("\n");
    // Each check below must have something to check: twenty pages hold all three kinds of block and links.
    const json = fences(markdown, "json");
    const js = fences(markdown, "js");
    expect(json.length).toBeGreaterThan(0);
    expect(js.length).toBeGreaterThan(0);
    for (const block of json) expect(() => JSON.parse(block) as unknown).not.toThrow();
    for (const block of js)
      expect(
        checkScript(block.replaceAll("{{api.endpoint}}", "https://x"), { label: "JavaScript", extension: ".js" }),
      ).toEqual([]);
    expect(fences(markdown, "bash").length).toBeGreaterThan(0);
    const links = [...markdown.matchAll(/\]\((\/docs\/synthetic[^)#]*)(?:#([^)]+))?\)/g)];
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter(([, , anchor]) => anchor).length).toBeGreaterThan(0);
    for (const [, path = "", anchor] of links) {
      const target = site.byPath.get(path);
      expect(target, path).toBeDefined();
      if (anchor && target) expect(headingsOf(target).map(headingSlug)).toContain(anchor);
    }
  });

  it("is the same content every time", () => {
    const page = site.leaves[7];
    if (!page) throw new Error("fixture has too few pages");
    expect(writeSyntheticMarkdown(page, site)).toBe(writeSyntheticMarkdown(page, site));
  });
});

describe("generateSyntheticContent", () => {
  const outDir = mkdtempSync(join(tmpdir(), "synthetic-"));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("copies the real content, adds pages up to the total, and the whole tree builds without problems", async () => {
    const contentDir = relative(rootDir, join(outDir, "content"));
    const sourceDir = "test/fixtures/content/valid-tree";
    const result = generateSyntheticContent({
      rootDir,
      sourceDir,
      outDir: contentDir,
      pages: 40,
      realPaths: ["/docs/guide"],
    });
    expect(result).toEqual({ real: 3, synthetic: 37 });
    expect(readFileSync(join(outDir, "content/docs/guide.md"), "utf8")).toContain("title: Guide");
    const data = await buildSiteData({ rootDir, contentDir, config: resolveSiteConfig(undefined, {}) });
    expect(data.stats.pages).toBe(39);
  });

  it("refuses a total that leaves no room for synthetic pages", () => {
    expect(() =>
      generateSyntheticContent({
        rootDir,
        sourceDir: "test/fixtures/content/valid-tree",
        outDir: relative(rootDir, outDir),
        pages: 3,
        realPaths: [],
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: \`--pages 3\` leaves room for 0 synthetic pages beside the 3 real ones; the benchmark measures the synthetic section's first leaf page, its 4th: ask for at least 7 pages.]`,
    );
  });

  it("refuses a total too small to reach the page the benchmark measures, and accepts the least one that does", () => {
    const options = { rootDir, sourceDir: "test/fixtures/content/valid-tree", outDir: relative(rootDir, outDir) };
    expect(() => generateSyntheticContent({ ...options, pages: 6, realPaths: [] })).toThrow(/ask for at least 7 pages/);
    expect(generateSyntheticContent({ ...options, pages: 7, realPaths: [] })).toEqual({ real: 3, synthetic: 4 });
    expect(planSyntheticPages(4).at(-1)?.path).toBe(syntheticProbePath());
  });
});
