/**
 * The four stages of `npm run build`, each returning the line it reports. `scripts/<stage>.ts` runs one on its own
 * (`npm run dev` and `npm run typecheck` need only the content, `npm run bench` times each); `scripts/build.ts` runs
 * them all, the content and the browser bundle at once. Each stage loads its modules when it runs: `scripts/build.ts`
 * starts React Router's builds first, and loading the content pipeline, Vite and Pagefind before that would hold them
 * back (about 0.15 s).
 */
import { availableParallelism, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { buildPaths, toolEnvironment } from "#build/config/build-paths.ts";
import { countContentFiles } from "#build/content/load-content-files.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { listPrerenderPaths } from "#build/pipeline/prerender-paths.ts";
import { planPrerender, readPrerenderShardCount } from "#build/pipeline/prerender-plan.ts";
import { shardCount, startPrerenderShards, type StartedShards } from "#build/pipeline/prerender-shards.ts";
import { readTree, writeSiteCache } from "#build/site-cache/site-cache.ts";
import type { DocNode } from "#build/content/doc-node.ts";

/**
 * Validates and renders every page into the site cache (SITE_CACHE_DIR); throws `ContentError` listing problems.
 * `onTreeComplete` receives the documentation tree as soon as it is complete, which is before most pages are rendered.
 */
export async function buildContentStage(onTreeComplete?: (tree: DocNode) => void): Promise<string> {
  const started = performance.now();
  const rootDir = process.cwd();
  const { buildSiteData } = await import("#build/pipeline/build-site-data.ts");
  const data = await buildSiteData({
    rootDir,
    contentDir: buildPaths.contentDir,
    config: resolveSiteConfig(),
    workers: availableParallelism(),
    onTreeComplete,
  });
  writeSiteCache(rootDir, data);
  return (
    `Content: ${data.stats.pages} pages rendered, ${data.stats.codeBlocksChecked} code blocks checked ` +
    `(${data.stats.graphqlBlocksChecked} GraphQL blocks validated against the schema) in ${secondsSince(started)}s.`
  );
}

/** Builds the islands' script and the chunks it loads on demand into the site cache; the prerender links them. */
export async function buildBrowserBundleStage(): Promise<string> {
  const started = performance.now();
  const { buildBrowserBundle } = await import("#build/browser-bundle/build-browser-bundle.ts");
  await buildBrowserBundle(process.cwd(), buildPaths.siteCacheDir);
  return `Browser bundle built in ${secondsSince(started)}s.`;
}

/**
 * Starts React Router's build before the content is ready: one process per 1,000 content files, up to one per core,
 * each to prerender its share of the pages (src/build/pipeline/prerender-shards.ts). The number of shards is decided now, from the number
 * of content files (the paths are listed only once the content is built).
 */
export function startPrerenderStage(): StartedShards {
  const count = shardCount(
    countContentFiles(process.cwd(), buildPaths.contentDir),
    readPrerenderShardCount(toolEnvironment.prerenderShards),
    { cores: availableParallelism(), memoryMb: totalmem() / 2 ** 20 },
  );
  return startPrerenderShards({ count, buildDir: buildPaths.buildDir, siteCacheDir: buildPaths.siteCacheDir });
}

/** Lists the paths of the complete tree and deals them out to the started shards, which can then finish their builds. */
export function planPrerenderStage(shards: StartedShards, tree: DocNode): void {
  shards.writePlan(planPrerender(listPrerenderPaths(tree), shards.count));
}

/**
 * Lets the started shards prerender once the content and the bundle are built (dealing out the paths first if the
 * content stage did not).
 */
export async function prerenderStage(shards: StartedShards): Promise<string> {
  const started = performance.now();
  if (!shards.plan()) planPrerenderStage(shards, readTree());
  await shards.prerender();
  const plan = shards.plan();
  const paths = plan?.shards.flat().length ?? 0;
  const count = shards.count;
  return `Prerendered ${paths} paths in ${count} shard${count === 1 ? "" : "s"} in ${secondsSince(started)}s.`;
}

/** The publish stage (src/build/publish/publish-site.ts): 404 page, redirects, search index, sitemap, exports, CSP. */
export async function publishStage(): Promise<string> {
  const started = performance.now();
  const { publishSite } = await import("#build/publish/publish-site.ts");
  const summary = await publishSite(
    resolve(buildPaths.clientDir),
    resolve(buildPaths.siteCacheDir),
    resolveSiteConfig(),
    readTree(),
  );
  // For the operation checker: which breaking change of which version touches a reader's operations.
  const { writeBreakingChangesFile } = await import("#build/publish/breaking-changes-file.ts");
  writeBreakingChangesFile(resolve(buildPaths.clientDir));
  return (
    `Published: ${summary.pages} pages, ${summary.redirects} redirects, ${summary.search.pages} pages in the search ` +
    `index (${summary.search.bytes} bytes in ${join(buildPaths.clientDir, "pagefind")}) in ${secondsSince(started)}s.`
  );
}

function secondsSince(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}
