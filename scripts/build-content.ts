/** Content build: validates and renders every page into .cache/site (SITE_CACHE_DIR) for the React Router build. */
import { availableParallelism } from "node:os";
import { buildPaths } from "#build/config/build-paths.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { ContentError } from "#build/content/content-problem.ts";
import { buildSiteData } from "#build/pipeline/build-site-data.ts";
import { writeSiteCache } from "#build/site-cache/site-cache.ts";

const rootDir = process.cwd();
const { contentDir } = buildPaths;
const started = performance.now();
try {
  const data = await buildSiteData({
    rootDir,
    contentDir,
    config: resolveSiteConfig(),
    workers: availableParallelism(),
  });
  writeSiteCache(rootDir, data);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Content: ${data.stats.pages} pages rendered, ${data.stats.codeBlocksChecked} code blocks checked ` +
      `(${data.stats.graphqlBlocksChecked} GraphQL blocks validated against the schema) in ${seconds}s.`,
  );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
