/** After the React Router build: 404 page, redirects, sitemap, robots, Markdown exports and the search index. */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import * as pagefind from "pagefind";
import { resolveSiteConfig } from "../lib/config/resolve-site-config.ts";
import { walkTree } from "../lib/content/doc-node.ts";
import { formatRedirectsFile, listRedirectRules } from "../lib/publish/redirect-rules.ts";
import { buildSitemap } from "../lib/publish/sitemap.ts";
import { formatLlmsFull, formatLlmsIndex, formatPageMarkdown } from "../lib/publish/text-exports.ts";
import { readPage, readTree } from "../lib/site-cache/site-cache.ts";
import type { PageRecord } from "../lib/pipeline/build-site-data.ts";

const outDir = join(process.cwd(), "build/client");
const config = resolveSiteConfig();
const tree = readTree();
const pages = new Map<string, PageRecord>();
for (const node of walkTree(tree)) if (node.type === "markdown") pages.set(node.path, readPage(node.path));

copyFileSync(join(outDir, "404/index.html"), join(outDir, "404.html"));
writeFileSync(join(outDir, "_redirects"), formatRedirectsFile(listRedirectRules(tree)));
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
writeFileSync(join(outDir, "llms.txt"), formatLlmsIndex(tree, { name: config.name, tagline: config.tagline, siteUrl: config.siteUrl }));
writeFileSync(join(outDir, "llms-full.txt"), formatLlmsFull(tree, pages));

const { index } = await pagefind.createIndex({});
if (!index) throw new Error("Pagefind could not start: reinstall dependencies with `npm ci`.");
const indexed = await index.addDirectory({ path: outDir, glob: "docs/**/*.html" });
await index.writeFiles({ outputPath: join(outDir, "pagefind") });
await pagefind.close();
console.log(`Published: ${pages.size} pages, ${listRedirectRules(tree).length} redirects, ${indexed.page_count} pages in the search index.`);
