import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import type { PageGenerator } from "#build/generated-pages/generated-page.ts";
import { buildSiteData, type SiteData } from "#build/pipeline/build-site-data.ts";

const rootDir = join(import.meta.dirname, "../..");
const config = resolveSiteConfig(undefined, {});
const contentDir = "test/fixtures/content/valid-tree";

/** A generator that adds one page under /docs once the content pages have rendered. */
const glossary: PageGenerator = {
  name: "glossary",
  phase: "after-render",
  parent: "/docs",
  generate: () => [
    { path: "/docs/glossary", title: "Glossary", weight: 9, body: "Words the guides use.\n", source: "glossary.ts" },
  ],
};

function pathsOf(tree: DocNode): string[] {
  return [...walkTree(tree)].map((node) => node.path);
}

/** Builds the fixture site with `generators` and returns the trees `onTreeComplete` received and the site's own. */
async function treesHandedOver(generators: PageGenerator[]): Promise<{ trees: DocNode[]; data: SiteData }> {
  const trees: DocNode[] = [];
  const data = await buildSiteData({
    rootDir,
    config,
    contentDir,
    generators,
    onTreeComplete: (tree) => trees.push(tree),
  });
  return { trees, data };
}

describe("buildSiteData's onTreeComplete", () => {
  it("hands over the final tree once, generated pages included, and it is the tree the site is built from", async () => {
    const { trees, data } = await treesHandedOver([glossary]);
    expect(trees).toHaveLength(1);
    expect(pathsOf(trees[0]!)).toContain("/docs/glossary");
    expect(pathsOf(trees[0]!)).toEqual(pathsOf(data.tree));
  });

  it("hands over the tree of the content files alone when no generator runs", async () => {
    const { trees, data } = await treesHandedOver([]);
    expect(trees).toHaveLength(1);
    expect(pathsOf(trees[0]!)).toEqual(pathsOf(data.tree));
    expect(pathsOf(data.tree)).not.toContain("/docs/glossary");
  });
});
