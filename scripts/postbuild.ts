/**
 * After the React Router build: 404 page, start-up scripts and security policies, redirects, search index, sitemap,
 * Markdown exports and llms.txt. The steps are in src/build/publish/publish-site.ts.
 */
import { join, resolve } from "node:path";
import { buildPaths } from "#build/config/build-paths.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { publishSite } from "#build/publish/publish-site.ts";
import { readTree } from "#build/site-cache/site-cache.ts";

const summary = await publishSite(
  resolve(buildPaths.clientDir),
  resolve(buildPaths.siteCacheDir),
  resolveSiteConfig(),
  readTree(),
);
console.log(
  `Published: ${summary.pages} pages, ${summary.redirects} redirects, ${summary.search.pages} pages in the search index.`,
);
console.log(`Search index: ${summary.search.bytes} bytes in ${join(buildPaths.clientDir, "pagefind")}.`);
