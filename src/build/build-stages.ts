/**
 * The four stages of `npm run build`, each returning the line it reports. `scripts/<stage>.ts` runs one on its own
 * (`npm run bench` times each); `scripts/build.ts` runs them all, the content and the bundles at once. Each stage loads
 * its modules when it runs, so that a process that runs one stage loads only that stage's.
 */
import { availableParallelism } from "node:os";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildPaths } from "#build/config/build-paths.ts";
import { declareProductionBuild } from "#build/config/environment.ts";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { readHighlightCss, readTree, startSiteCache } from "#build/site-cache/site-cache.ts";

/** Validates and renders every page into the site cache (SITE_CACHE_DIR); throws `ContentError` listing problems. */
export async function buildContentStage(): Promise<string> {
  const started = performance.now();
  const rootDir = process.cwd();
  const { buildSiteData } = await import("#build/pipeline/build-site-data.ts");
  const cache = startSiteCache(rootDir);
  const data = await buildSiteData({
    rootDir,
    contentDir: buildPaths.contentDir,
    config: getSiteConfig(),
    workers: availableParallelism(),
    onPage: (page) => cache.writePage(page),
  });
  await cache.finish(data);
  return (
    `Content: ${data.stats.pages} pages rendered, ${data.stats.codeBlocksChecked} code blocks checked ` +
    `(${data.stats.graphqlBlocksChecked} GraphQL blocks validated against the schema) in ${secondsSince(started)}s.`
  );
}

/**
 * Builds, into the site cache, the islands' script with the chunks it loads on demand, and the app's server bundle
 * with the site's stylesheets (src/build/browser-bundle, src/build/document-bundle). Neither needs the content.
 */
export async function buildBundlesStage(): Promise<string> {
  const started = performance.now();
  const { buildBrowserBundle } = await import("#build/browser-bundle/build-browser-bundle.ts");
  const { buildDocumentBundle } = await import("#build/document-bundle/build-document-bundle.ts");
  await Promise.all([
    buildBrowserBundle(process.cwd(), buildPaths.siteCacheDir),
    buildDocumentBundle(process.cwd(), buildPaths.siteCacheDir),
  ]);
  return `Browser bundle and server bundle built in ${secondsSince(started)}s.`;
}

/**
 * Writes the site's folder afresh: `public/`, the bundles' files, and every page rendered once by the app's server
 * bundle on a pool of threads, with `404.html` and `_headers` (src/build/pipeline/write-documents.ts).
 */
export async function pagesStage(): Promise<string> {
  const started = performance.now();
  // Before React loads, in this thread or in the pool's, which take this thread's environment.
  declareProductionBuild();
  const rootDir = process.cwd();
  const clientDir = resolve(buildPaths.clientDir);
  const { readBrowserBundle } = await import("#build/browser-bundle/read-browser-bundle.ts");
  const { copyBrowserBundle } = await import("#build/browser-bundle/copy-browser-bundle.ts");
  const { readDocumentBundle } = await import("#build/document-bundle/read-document-bundle.ts");
  const { documentBundleDir } = await import("#build/document-bundle/document-bundle-files.ts");
  const { buildRootData } = await import("#app/data/root-data.server.ts");
  const { writeDocuments } = await import("#build/pipeline/write-documents.ts");
  const { siteCacheSource } = await import("#build/site-cache/site-source.ts");
  rmSync(buildPaths.buildDir, { recursive: true, force: true });
  mkdirSync(clientDir, { recursive: true });
  if (existsSync(join(rootDir, "public"))) cpSync(join(rootDir, "public"), clientDir, { recursive: true });
  copyBrowserBundle(buildPaths.siteCacheDir, clientDir);
  const bundle = readDocumentBundle(buildPaths.siteCacheDir);
  for (const stylesheet of bundle.stylesheets) {
    cpSync(join(documentBundleDir(buildPaths.siteCacheDir), stylesheet), join(clientDir, stylesheet));
  }
  const root = buildRootData(getSiteConfig(), {
    islands: readBrowserBundle(buildPaths.siteCacheDir),
    highlightCss: readHighlightCss(rootDir),
    stylesheets: bundle.stylesheets.map((stylesheet) => `/${stylesheet}`),
  });
  const pages = await writeDocuments({
    rootDir,
    clientDir,
    searchPagesDir: resolve(buildPaths.searchPagesDir),
    bundleFile: bundle.entryFile,
    root,
    site: siteCacheSource(rootDir),
    threads: availableParallelism(),
  });
  return `Pages: ${pages} written in ${secondsSince(started)}s.`;
}

/** The publish stage (src/build/publish/publish-site.ts): redirects, search index, sitemap, exports, navigation files. */
export async function publishStage(): Promise<string> {
  const started = performance.now();
  const { publishSite } = await import("#build/publish/publish-site.ts");
  const summary = await publishSite(resolve(buildPaths.clientDir), getSiteConfig(), readTree(), {
    searchPagesDir: resolve(buildPaths.searchPagesDir),
  });
  return (
    `Published: ${summary.pages} pages, ${summary.redirects} redirects, ${summary.search.pages} pages in the search ` +
    `index (${summary.search.bytes} bytes in ${join(buildPaths.clientDir, "pagefind")}) in ${secondsSince(started)}s.`
  );
}

function secondsSince(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}
