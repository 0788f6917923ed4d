import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { parseFrontMatter } from "#build/content/front-matter.ts";
import { loadContentFiles } from "#build/content/load-content-files.ts";
import { buildPlaceholders } from "#build/config/placeholders.ts";


const rootDir = join(import.meta.dirname, "../..");
const config = resolveSiteConfig(undefined, {});
const listedFiles = new Set(
  readFileSync(join(rootDir, "docs/platform-source-files.txt"), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#")),
);
const { files } = loadContentFiles({ rootDir, placeholders: buildPlaceholders(config), slug: config.slug });
const pagesWithBody = files.filter((file) => !file.metadata.redirect && !file.metadata.forward && file.body.trim() !== "");

describe("every page names where its facts come from", () => {
  it("reads the content", () => {
    expect(pagesWithBody.length).toBeGreaterThan(100);
  });

  it.each(pagesWithBody.map((page) => [page.file, page] as const))("%s has sources that exist", (_file, page) => {
    const sources = page.metadata.sources ?? [];
    expect(sources, "add `sources:` to the front matter: the repository files its facts come from").not.toHaveLength(0);
    const unknown = sources.filter((source) => !source.startsWith("https://") && !listedFiles.has(source));
    expect(unknown, "not in docs/platform-source-files.txt: check the repository and path").toEqual([]);
  });
});

describe("the sources key", () => {
  it("refuses an entry that names no repository", () => {
    const { problems } = parseFrontMatter("---\ntitle: A\nweight: 1\nsources: [README.md]\n---\n", "a.md");
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining("entries must be `graphql-docs:path/to/file.md`"),
    ]);
  });

  it("accepts a repository path with spaces, as the mirrors' folder names have", () => {
    const { metadata, problems } = parseFrontMatter(
      "---\ntitle: A\nweight: 1\nsources:\n  - mapping-docs:topics/itinerary/Working with Mapbox/README.md\n---\n",
      "a.md",
    );
    expect(problems).toEqual([]);
    expect(metadata?.sources).toEqual(["mapping-docs:topics/itinerary/Working with Mapbox/README.md"]);
  });
});
