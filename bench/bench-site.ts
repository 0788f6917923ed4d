import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import { REPRESENTATIVE_PAGES } from "./budgets.ts";
import { benchSearch, type SearchBench } from "./bench-search.ts";
import { measurePageWeight, type PageWeight } from "./measure-page-weight.ts";
import { measureSnippetShare, type SnippetShare } from "./measure-snippet-share.ts";
import { runBuild, type BuildFolders, type BuildResult } from "./run-build.ts";
import { CHROME_FLAGS, runLighthouse, type LighthouseSummary } from "./run-lighthouse.ts";
import { serveBuild } from "./serve-build.ts";

/** Everything `npm run bench` measures on the real content. */
export interface SiteBench {
  pages: number;
  build: BuildResult;
  weights: (PageWeight & { name: string })[];
  /** The long guide's request snippets against the same page without them. */
  requestSnippets: SnippetShare;
  searchIndexBytes: number;
  lighthouse: LighthouseSummary[];
  /** Lighthouse runs per page; the median one is kept. */
  lighthouseRuns: number;
  firstSearch: SearchBench["firstSearch"];
  /** The search dialog's ranking and Pagefind's on the question set of test/search/. */
  searchRelevance: SearchBench["relevance"];
}

/** Builds the site cold into `folders`, weighs the representative pages, then audits them in Chromium. */
export async function benchSite(
  folders: BuildFolders,
  options: { chromePath: string; lighthouseRuns: number },
): Promise<SiteBench> {
  const { chromePath } = options;
  const build = await runBuild(folders);
  const clientDir = join(folders.buildDir, "client");
  const { weights, requestSnippets } = weighRepresentativePages(clientDir);
  const server = await serveBuild(clientDir);
  try {
    const lighthouse = await runLighthouse(server.baseUrl, REPRESENTATIVE_PAGES, {
      chromePath,
      runs: options.lighthouseRuns,
    });
    const search = await benchSearch(server.baseUrl, chromePath, CHROME_FLAGS);
    return {
      pages: countContentFiles(folders.siteCacheDir),
      build,
      weights,
      requestSnippets,
      searchIndexBytes: folderBytes(join(clientDir, "pagefind")),
      lighthouse,
      lighthouseRuns: options.lighthouseRuns,
      firstSearch: search.firstSearch,
      searchRelevance: search.relevance,
    };
  } finally {
    await server.close();
  }
}

/** The representative pages' first-visit weights and the long guide's request-snippet share, from a built site. */
export function weighRepresentativePages(clientDir: string): Pick<SiteBench, "weights" | "requestSnippets"> {
  return {
    weights: Object.entries(REPRESENTATIVE_PAGES).map(([name, path]) => ({
      name,
      ...measurePageWeight(clientDir, path),
    })),
    requestSnippets: measureSnippetShare(clientDir, REPRESENTATIVE_PAGES.longGuide),
  };
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** Content files of a build: every node of its tree, redirects and forwards included. */
export function countContentFiles(siteCacheDir: string): number {
  const tree = JSON.parse(readFileSync(join(siteCacheDir, "tree.json"), "utf8")) as DocNode;
  return [...walkTree(tree)].length;
}
