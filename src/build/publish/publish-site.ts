/**
 * The publish stage, once every page is written (src/build/pipeline/write-documents.ts): each step below writes one
 * part of the static site into the client folder; `publishSite` runs them all (`scripts/publish.ts` runs the stage).
 */
import { closeSync, openSync, writeFileSync, writeSync } from "node:fs";
import { basename, join } from "node:path";
import { writeFileMakingFolders } from "#build/pipeline/write-file.ts";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import { lineAt } from "#build/content/placeholder-syntax.ts";
import { buildSectionNav } from "#build/content/navigation.ts";
import { navFilePath } from "#shared/page-islands.ts";
import type { PageRecord } from "#build/pipeline/build-site-data.ts";
import { readBreakingChanges, readPage } from "#build/site-cache/site-cache.ts";
import { formatRedirectsFile, listRedirectRules } from "./redirect-rules.ts";
import { writeSearchIndex, type SearchIndexSummary } from "./search-index.ts";
import { collectVocabulary } from "./search-names.ts";
import { buildSitemap } from "./sitemap.ts";
import { SpareCoreGate } from "./spare-core-gate.ts";
import { PublishedPlaceholderCheck } from "./published-placeholders.ts";
import { API_CHANGES_FEED } from "#shared/api-changes-feed.ts";
import { writeBreakingChangesFile } from "./breaking-changes-file.ts";
import { formatAtomFeed, readFeedEntries } from "./api-changes-feed.ts";
import { formatLlmsFullPart, formatLlmsIndex, formatPageMarkdown, LLMS_FULL_SEPARATOR } from "./text-exports.ts";

/** What the publish stage wrote, for its one-line report. */
export interface PublishSummary {
  pages: number;
  redirects: number;
  search: SearchIndexSummary;
}

/**
 * Runs every publish step over the prerendered site in `outDir`; the search index is built from the pages' search
 * copies in `searchPagesDir` (src/build/publish/search-copy.ts).
 */
export async function publishSite(
  outDir: string,
  config: SiteConfig,
  tree: DocNode,
  { searchPagesDir }: { searchPagesDir: string },
): Promise<PublishSummary> {
  const placeholders = new PublishedPlaceholderCheck();
  // Pagefind builds the index in a process of its own. The files that are not pages are written meanwhile: the pages'
  // Markdown while it writes an index part and leaves a core spare, one page read and written at a time, so that this
  // process holds one page however large the site.
  const gate = new SpareCoreGate(false);
  const [search, written] = await whenBothSettled(
    writeSearchIndex(outDir, { vocabulary: collectVocabulary(tree), gate, pagesDir: searchPagesDir }),
    (async () => {
      const redirects = writeRedirects(outDir, tree);
      writeSectionNavFiles(outDir, tree);
      // For the operation checker: which breaking change of which version touches a reader's operations.
      const breakingChanges = readBreakingChanges();
      if (breakingChanges) writeBreakingChangesFile(outDir, breakingChanges);
      const pages = await writeTextExports(outDir, tree, config, placeholders, { gate });
      return { redirects, pages };
    })(),
  );
  placeholders.finish(tree, process.cwd());
  return { pages: written.pages, redirects: written.redirects, search };
}

/**
 * Waits for both, so that no build ends with Pagefind's process still writing, then returns both results or throws
 * the first one's error, else the second's.
 */
export async function whenBothSettled<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === "rejected") throw a.reason;
  if (b.status === "rejected") throw b.reason;
  return [a.value, b.value];
}

/** Pages written between two waits at the gate, which also let Pagefind's messages to this process be read. */
const PAGES_BETWEEN_WAITS = 32;

/**
 * Each page as Markdown beside its HTML (`/docs/a` → `/docs/a.md`; the home path has none), `llms-full.txt` (every
 * page's Markdown in reading order), `llms.txt` (an index of the exports), `sitemap.xml` with `robots.txt`, and the
 * API changes feed. Each page's record is read (`readPageRecord`), written out and let go before the next; every few
 * pages it waits at `gate` for a spare core. Returns the number of pages.
 */
export async function writeTextExports(
  outDir: string,
  tree: DocNode,
  config: SiteConfig,
  placeholders: PublishedPlaceholderCheck,
  {
    gate = new SpareCoreGate(),
    readPageRecord = readPage,
  }: { gate?: SpareCoreGate; readPageRecord?: typeof readPage } = {},
): Promise<number> {
  const lastUpdated = new Map<string, string | undefined>();
  let feedPage: PageRecord | undefined;
  const llmsFull = new LlmsFullWriter(join(outDir, "llms-full.txt"), placeholders);
  try {
    for (const node of walkTree(tree)) {
      if (node.type !== "markdown") continue;
      if (lastUpdated.size % PAGES_BETWEEN_WAITS === 0) await gate.wait();
      const page = readPageRecord(node.path);
      lastUpdated.set(node.path, page.lastUpdated);
      if (node.path === API_CHANGES_FEED.page) feedPage = page;
      const markdown = formatPageMarkdown(node, page);
      llmsFull.add(node.path, markdown);
      if (node.path !== "/") writeMarkdownExport(outDir, node.path, markdown, placeholders);
    }
  } finally {
    llmsFull.close();
  }
  writeTextFile(outDir, "llms.txt", formatLlmsIndex(tree, config), placeholders);
  writeFileSync(join(outDir, "sitemap.xml"), await buildSitemap(tree, config.siteUrl, lastUpdated));
  writeFileSync(join(outDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`);
  if (feedPage) writeApiChangesFeed(outDir, config, feedPage, placeholders);
  return lastUpdated.size;
}

function writeMarkdownExport(outDir: string, path: string, markdown: string, placeholders: PublishedPlaceholderCheck) {
  const file = join(outDir, `${path}.md`);
  placeholders.check(`${path.slice(1)}.md`, markdown);
  writeFileMakingFolders(file, markdown);
}

function writeTextFile(outDir: string, name: string, text: string, placeholders: PublishedPlaceholderCheck): void {
  placeholders.check(name, text);
  writeFileSync(join(outDir, name), text);
}

/** `llms-full.txt`, written a page at a time; its placeholder check counts lines across the pages. */
class LlmsFullWriter {
  private readonly fd: number;
  private lines = 0;
  private first = true;

  constructor(
    private readonly file: string,
    private readonly placeholders: PublishedPlaceholderCheck,
  ) {
    this.fd = openSync(file, "w");
  }

  add(path: string, markdown: string): void {
    const part = `${this.first ? "" : LLMS_FULL_SEPARATOR}${formatLlmsFullPart(path, markdown)}`;
    this.first = false;
    this.placeholders.check(basename(this.file), part, this.lines);
    // The part's line breaks: the 1-based line of its end, less one.
    this.lines += lineAt(part, part.length) - 1;
    writeSync(this.fd, part);
  }

  close(): void {
    closeSync(this.fd);
  }
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
    writeFileMakingFolders(join(outDir, navFilePath(section.path)), JSON.stringify(buildSectionNav(tree, section)));
  }
}

/** The Atom feed of the API changes page's versions. */
function writeApiChangesFeed(
  outDir: string,
  config: SiteConfig,
  page: PageRecord,
  placeholders: PublishedPlaceholderCheck,
): void {
  const entries = readFeedEntries(page.html, `${config.siteUrl}${page.path}`, config.siteUrl);
  const feed = formatAtomFeed(entries, { name: config.name, company: config.company, siteUrl: config.siteUrl });
  writeTextFile(outDir, API_CHANGES_FEED.feed.slice(1), feed, placeholders);
}
