/**
 * The publish stage, once every page is written (src/build/pipeline/write-documents.ts): each step below writes one
 * part of the static site into the client folder. `scripts/postbuild.ts` runs them in this order.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import { buildSectionNav } from "#build/content/navigation.ts";
import { navFilePath } from "#shared/page-islands.ts";
import type { PageRecord } from "#build/pipeline/build-site-data.ts";
import { readBreakingChanges, readPage } from "#build/site-cache/site-cache.ts";
import { formatRedirectsFile, listRedirectRules } from "./redirect-rules.ts";
import { writeSearchIndex, type SearchIndexSummary } from "./search-index.ts";
import { SEARCH_INDEX_PART_PAGES } from "./search-index-parts.ts";
import { collectVocabulary } from "./search-names.ts";
import { buildSitemap } from "./sitemap.ts";
import { PublishedPlaceholderCheck } from "./published-placeholders.ts";
import { API_CHANGES_FEED } from "#shared/api-changes-feed.ts";
import { writeBreakingChangesFile } from "./breaking-changes-file.ts";
import { formatAtomFeed, readFeedEntries } from "./api-changes-feed.ts";
import { formatLlmsFull, formatLlmsIndex, formatPageMarkdown } from "./text-exports.ts";

/** What the publish stage wrote, for its one-line report. */
export interface PublishSummary {
  pages: number;
  redirects: number;
  search: SearchIndexSummary;
}

/** Runs every publish step over the prerendered site in `outDir`. */
export async function publishSite(outDir: string, config: SiteConfig, tree: DocNode): Promise<PublishSummary> {
  const placeholders = new PublishedPlaceholderCheck();
  let redirects = 0;
  let pages = 0;
  const writeTextExports = async () => {
    const markdownPages = readMarkdownPages(tree);
    await writeSitemap(outDir, tree, config, markdownPages);
    writeMarkdownExports(outDir, tree, markdownPages, placeholders);
    writeLlmsFiles(outDir, tree, config, markdownPages, placeholders);
    writeApiChangesFeed(outDir, config, markdownPages, placeholders);
    pages = markdownPages.size;
  };
  // Pagefind's indexer needs about 0.4 MB per page while it writes: on a site of more than one index part the pages'
  // Markdown is read only once it is done, or the two together would double the memory the build needs.
  const exportsWhileIndexing = countMarkdownPages(tree) <= SEARCH_INDEX_PART_PAGES;
  // While Pagefind builds the index from the pages it has read: these files are not pages.
  const search = await writeSearchIndex(outDir, {
    vocabulary: collectVocabulary(tree),
    meanwhile: async () => {
      redirects = writeRedirects(outDir, tree);
      writeSectionNavFiles(outDir, tree);
      // For the operation checker: which breaking change of which version touches a reader's operations.
      const breakingChanges = readBreakingChanges();
      if (breakingChanges) writeBreakingChangesFile(outDir, breakingChanges);
      if (exportsWhileIndexing) await writeTextExports();
    },
  });
  if (!exportsWhileIndexing) await writeTextExports();
  placeholders.finish(tree, process.cwd());
  return { pages, redirects, search };
}

function countMarkdownPages(tree: DocNode): number {
  let count = 0;
  for (const node of walkTree(tree)) if (node.type === "markdown") count += 1;
  return count;
}

/** `_redirects`: a 301 for every redirect and a 302 for every forward. Returns the number of rules. */
export function writeRedirects(outDir: string, tree: DocNode): number {
  const rules = listRedirectRules(tree);
  writeFileSync(join(outDir, "_redirects"), formatRedirectsFile(rules));
  return rules.length;
}

/**
 * Each section's whole navigation tree as JSON (`navFilePath`): pages carry only their neighbourhood, and the
 * browser loads the rest from here when the reader opens another group (src/build/content/navigation.ts).
 */
export function writeSectionNavFiles(outDir: string, tree: DocNode): void {
  const docs = tree.children.find((child) => child.path === "/docs");
  for (const section of docs?.children ?? []) {
    const file = join(outDir, navFilePath(section.path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(buildSectionNav(tree, section)));
  }
}

/** The rendered Markdown pages of the content build, by path. */
export function readMarkdownPages(tree: DocNode): Map<string, PageRecord> {
  const pages = new Map<string, PageRecord>();
  for (const node of walkTree(tree)) if (node.type === "markdown") pages.set(node.path, readPage(node.path));
  return pages;
}

/** `sitemap.xml` of the Markdown pages and `robots.txt` pointing at it. */
export async function writeSitemap(
  outDir: string,
  tree: DocNode,
  config: SiteConfig,
  pages: Map<string, PageRecord>,
): Promise<void> {
  const lastUpdated = new Map([...pages].map(([path, page]) => [path, page.lastUpdated]));
  writeFileSync(join(outDir, "sitemap.xml"), await buildSitemap(tree, config.siteUrl, lastUpdated));
  writeFileSync(join(outDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`);
}

/** Each page as Markdown beside its HTML (`/docs/a` → `/docs/a.md`); the home path has none. */
export function writeMarkdownExports(
  outDir: string,
  tree: DocNode,
  pages: Map<string, PageRecord>,
  placeholders?: PublishedPlaceholderCheck,
): void {
  for (const node of walkTree(tree)) {
    const page = pages.get(node.path);
    if (!page || node.path === "/") continue;
    const file = join(outDir, `${node.path}.md`);
    const markdown = formatPageMarkdown(node, page);
    placeholders?.check(`${node.path.slice(1)}.md`, markdown);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, markdown);
  }
}

/** `llms.txt` (an index of the Markdown exports) and `llms-full.txt` (every page's Markdown). */
export function writeLlmsFiles(
  outDir: string,
  tree: DocNode,
  config: SiteConfig,
  pages: Map<string, PageRecord>,
  placeholders?: PublishedPlaceholderCheck,
): void {
  const site = { name: config.name, tagline: config.tagline, siteUrl: config.siteUrl };
  const files = { "llms.txt": formatLlmsIndex(tree, site), "llms-full.txt": formatLlmsFull(tree, pages) };
  for (const [name, text] of Object.entries(files)) {
    placeholders?.check(name, text);
    writeFileSync(join(outDir, name), text);
  }
}

/** The Atom feed of the API changes page's versions, when the site has that page. */
export function writeApiChangesFeed(
  outDir: string,
  config: SiteConfig,
  pages: Map<string, PageRecord>,
  placeholders?: PublishedPlaceholderCheck,
): void {
  const page = pages.get(API_CHANGES_FEED.page);
  if (!page) return;
  const entries = readFeedEntries(page.html, `${config.siteUrl}${page.path}`, config.siteUrl);
  const feed = formatAtomFeed(entries, { name: config.name, company: config.company, siteUrl: config.siteUrl });
  placeholders?.check(API_CHANGES_FEED.feed.slice(1), feed);
  writeFileSync(join(outDir, API_CHANGES_FEED.feed), feed);
}
