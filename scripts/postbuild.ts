/** After the React Router build: 404 page, redirects, sitemap, robots, Markdown exports and the search index. */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import * as pagefind from "pagefind";
import { buildPaths } from "../lib/config/build-paths.ts";
import { resolveSiteConfig } from "../lib/config/resolve-site-config.ts";
import { walkTree } from "../lib/content/doc-node.ts";
import { HOSTED_STYLE_ORIGIN } from "../app/lib/map/base-style.ts";
import { finishHtmlPages } from "../lib/publish/finish-html-pages.ts";
import { originOf } from "../lib/publish/content-security-policy.ts";
import { formatHeadersFile } from "../lib/publish/headers-file.ts";
import { formatRedirectsFile, listRedirectRules } from "../lib/publish/redirect-rules.ts";
import { buildSitemap } from "../lib/publish/sitemap.ts";
import { formatLlmsFull, formatLlmsIndex, formatPageMarkdown } from "../lib/publish/text-exports.ts";
import { readPage, readTree } from "../lib/site-cache/site-cache.ts";
import type { PageRecord } from "../lib/pipeline/build-site-data.ts";

/** The part of Pagefind's `pagefind-entry.json` read here. */
interface PagefindEntry {
  languages: Record<string, { page_count: number }>;
}

const outDir = resolve(buildPaths.clientDir);
const config = resolveSiteConfig();
const tree = readTree();

copyFileSync(join(outDir, "404/index.html"), join(outDir, "404.html"));
const policies = finishHtmlPages(outDir, {
  connect: [
    ...originOf(config.api.endpoint),
    ...originOf(config.feedbackEndpoint),
    ...originOf(config.maps.host),
    HOSTED_STYLE_ORIGIN,
  ],
  images: ["https:"],
  embedFrames: originOf(config.shareHost),
});
writeFileSync(join(outDir, "_headers"), formatHeadersFile(policies));
writeFileSync(join(outDir, "_redirects"), formatRedirectsFile(listRedirectRules(tree)));

// Only `data-pagefind-body` (the article) is indexed, so redirect pages, which have none, stay out.
// Inside the article, leave out what repeats elsewhere or is not prose: breadcrumbs, the inline table of
// contents, the title's label badge (it would run into the title word), heading "#" links and code-block chrome.
const { index } = await pagefind.createIndex({
  forceLanguage: "en",
  excludeSelectors: [
    'nav[aria-label="Breadcrumb"]',
    "[data-pagefind-body] > details",
    "h1 > span",
    ".heading-anchor",
    ".code-lang",
    ".code-copy",
  ],
});
if (!index) throw new Error("Pagefind could not start: reinstall dependencies with `npm ci`.");
const indexed = await index.addDirectory({ path: outDir, glob: "docs/**/*.html" });
if (indexed.errors.length > 0) throw new Error(`Pagefind could not index the site:\n${indexed.errors.join("\n")}`);
const { files, errors } = await index.getFiles();
if (errors.length > 0) throw new Error(`Pagefind could not write the search index:\n${errors.join("\n")}`);
await pagefind.close();
// Files that would be published but never requested: Pagefind's UI bundles (the dialog is our own), its
// Web Worker (app/lib/search/load-pagefind.ts runs it in the page) and the fallback for pages in no language.
const UNUSED_SEARCH_FILES =
  /^(pagefind-(component-|modular-)?ui\.(js|css)|pagefind-highlight\.js|pagefind-worker\.js|wasm\.unknown\.pagefind)$/;
const searchDir = join(outDir, "pagefind");
rmSync(searchDir, { recursive: true, force: true });
let searchBytes = 0;
for (const file of files.filter((file) => !UNUSED_SEARCH_FILES.test(file.path))) {
  mkdirSync(dirname(join(searchDir, file.path)), { recursive: true });
  writeFileSync(join(searchDir, file.path), file.content);
  searchBytes += file.content.byteLength;
}
// The pages are read only now: Pagefind's indexer needs about 0.4 MB per page, and on a large site the two
// together would double the memory the build needs.
const pages = new Map<string, PageRecord>();
for (const node of walkTree(tree)) if (node.type === "markdown") pages.set(node.path, readPage(node.path));
const lastUpdated = new Map([...pages].map(([path, page]) => [path, page.lastUpdated]));
writeFileSync(join(outDir, "sitemap.xml"), await buildSitemap(tree, config.siteUrl, lastUpdated));
writeFileSync(join(outDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`);
for (const node of walkTree(tree)) {
  const page = pages.get(node.path);
  if (!page || node.path === "/") continue;
  const file = join(outDir, `${node.path}.md`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, formatPageMarkdown(node, page));
}
writeFileSync(
  join(outDir, "llms.txt"),
  formatLlmsIndex(tree, { name: config.name, tagline: config.tagline, siteUrl: config.siteUrl }),
);
writeFileSync(join(outDir, "llms-full.txt"), formatLlmsFull(tree, pages));
// `indexed.page_count` counts every HTML file read, redirect pages included; the entry file counts the pages indexed.
const entry = files.find((file) => file.path === "pagefind-entry.json");
const languages = entry ? (JSON.parse(Buffer.from(entry.content).toString("utf8")) as PagefindEntry).languages : {};
const searchPages = Object.values(languages).reduce((total, language) => total + language.page_count, 0);
console.log(
  `Published: ${pages.size} pages, ${listRedirectRules(tree).length} redirects, ${searchPages} pages in the search index.`,
);
console.log(`Search index: ${searchBytes} bytes in ${join(buildPaths.clientDir, "pagefind")}.`);
