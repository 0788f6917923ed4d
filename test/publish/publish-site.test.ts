import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { buildTree } from "#build/content/build-tree.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import type { PageRecord } from "#build/pipeline/build-site-data.ts";
import { whenBothSettled, writeTextExports } from "#build/publish/publish-site.ts";
import { PublishedPlaceholderCheck } from "#build/publish/published-placeholders.ts";

function content(path: string, weight: number, extra: Partial<ContentFile["metadata"]> = {}): ContentFile {
  return {
    file: `content${path}.md`,
    path,
    metadata: { title: `Title of ${path}`, weight, ...extra },
    body: "",
    bodyLine: 4,
  };
}

const { tree } = buildTree([
  content("/", 1, { forward: true }),
  content("/docs", 1, { forward: true }),
  content("/docs/trips", 1, { description: "Plan a trip." }),
  content("/docs/trips/moved", 2, { redirect: "/docs/maps" }),
  content("/docs/maps", 2),
]);
if (!tree) throw new Error("fixture tree failed to build");

const markdownOf: Record<string, string> = {
  "/docs/trips": "Trips hold days.\n\nEach day holds stops.\n",
  "/docs/maps": "Maps show a trip.\n\nThe token is {{leftover}} here.\n",
};

function record(path: string): PageRecord {
  const markdown = markdownOf[path];
  if (markdown === undefined) throw new Error(`no page record for ${path}`);
  const lastUpdated = path === "/docs/maps" ? "2026-11-01" : undefined;
  return {
    path,
    file: `content${path}.md`,
    html: "",
    headings: [],
    hasBody: true,
    markdown,
    lastUpdated,
    embedPreview: false,
  };
}

describe("writeTextExports", () => {
  it("writes each page's Markdown, llms-full.txt in reading order, llms.txt and the sitemap from one page at a time", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "text-exports-"));
    const read: string[] = [];
    const placeholders = new PublishedPlaceholderCheck();
    const pages = await writeTextExports(outDir, tree, getSiteConfig(), placeholders, {
      readPageRecord: (path) => {
        read.push(path);
        return record(path);
      },
    });

    expect(pages).toBe(2);
    expect(read).toEqual(["/docs/trips", "/docs/maps"]);
    const trips = "# Title of /docs/trips\n\n> Plan a trip.\n\nTrips hold days.\n\nEach day holds stops.\n";
    const maps = "# Title of /docs/maps\n\nMaps show a trip.\n\nThe token is {{leftover}} here.\n";
    expect(readFileSync(join(outDir, "docs/trips.md"), "utf8")).toBe(trips);
    expect(readFileSync(join(outDir, "docs/maps.md"), "utf8")).toBe(maps);
    expect(existsSync(join(outDir, "docs/trips/moved.md"))).toBe(false);
    expect(readFileSync(join(outDir, "llms-full.txt"), "utf8")).toBe(
      `<!-- /docs/trips -->\n${trips}\n---\n\n<!-- /docs/maps -->\n${maps}`,
    );
    const { siteUrl } = getSiteConfig();
    expect(readFileSync(join(outDir, "llms.txt"), "utf8")).toContain(
      `- [Title of /docs/trips](${siteUrl}/docs/trips.md): Plan a trip.\n- [Title of /docs/maps](${siteUrl}/docs/maps.md)\n`,
    );
    const sitemap = readFileSync(join(outDir, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`<loc>${siteUrl}/docs/maps</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>`);
    expect(sitemap).not.toContain("moved");
    expect(readFileSync(join(outDir, "robots.txt"), "utf8")).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);

    // The leftover's line in llms-full.txt counts the lines of the page before it.
    const leak = (() => {
      try {
        placeholders.finish(tree, outDir);
      } catch (error) {
        return String(error);
      }
    })();
    expect(leak).toContain("- docs/maps.md:5 `{{leftover}}`");
    expect(leak).toContain(`- llms-full.txt:17 \`{{leftover}}\``);
  });
});

describe("whenBothSettled", () => {
  it("waits for the other when one fails, then throws the failure", async () => {
    let indexWritten = false;
    const index = new Promise<void>((done) => setTimeout(done, 30)).then(() => (indexWritten = true));
    await expect(whenBothSettled(index, Promise.reject(new Error("the exports failed")))).rejects.toThrow(
      "the exports failed",
    );
    expect(indexWritten).toBe(true);
  });

  it("returns both results", async () => {
    await expect(whenBothSettled(Promise.resolve(1), Promise.resolve("two"))).resolves.toEqual([1, "two"]);
  });
});
