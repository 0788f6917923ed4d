import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import * as pagefind from "pagefind";
import { MERGED_SEARCH_INDEXES_URL, searchIndexPartUrl } from "#shared/search-index-files.ts";
import { CODE_BLOCK_MARKUP } from "#shared/widget-markup.ts";
import { SEARCH_INDEX_PART_PAGES, searchIndexParts } from "./search-index-parts.ts";
import { SpareCoreGate } from "./spare-core-gate.ts";
import { writeSearchNames } from "./search-names.ts";

/** The part of Pagefind's `pagefind-entry.json` read here. */
interface PagefindEntry {
  languages: Record<string, { page_count: number }>;
}

/** What went into the search index. */
export interface SearchIndexSummary {
  /** Pages indexed (redirect pages, which have no `data-pagefind-body`, are not). */
  pages: number;
  bytes: number;
}

/**
 * Only `data-pagefind-body` (the article) is indexed, so redirect pages, which have none, stay out. Inside the article,
 * leave out what repeats elsewhere or is not prose: breadcrumbs, the inline table of contents, the title's label badge
 * (it would run into the title word), heading "#" links and code-block chrome. Components also keep text out with
 * `data-pagefind-ignore` (page actions, previous/next, child cards, the footer): two mechanisms for one purpose, kept
 * apart on purpose while search indexing is being reworked.
 */
const EXCLUDE_SELECTORS = [
  'nav[aria-label="Breadcrumb"]',
  "[data-pagefind-body] > details",
  "h1 > span",
  ".heading-anchor",
  `.${CODE_BLOCK_MARKUP.langClass}`,
  `.${CODE_BLOCK_MARKUP.copyClass}`,
];

/**
 * Files that would be published but never requested: Pagefind's UI bundles (the dialog is our own), its Web Worker
 * (src/features/search/load-pagefind.ts runs it in the page) and the fallback for pages in no language.
 */
const UNUSED_SEARCH_FILES =
  /^(pagefind-(component-|modular-)?ui\.(js|css)|pagefind-highlight\.js|pagefind-worker\.js|wasm\.unknown\.pagefind)$/;

/** A merged part runs in the first part's Pagefind: its own script and WebAssembly are never requested. */
const UNUSED_IN_MERGED_PART = /^(pagefind\.js|wasm\..+\.pagefind)$/;

/** The folder in `outDir` of a file or folder the browser requests at `url`. */
function publishedPath(outDir: string, url: string): string {
  return join(outDir, ...url.split("/"));
}

function listPages(dir: string): string[] {
  const docs = join(dir, "docs");
  if (!existsSync(docs)) return [];
  return readdirSync(docs, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => `docs/${file.split(sep).join("/")}`);
}

/** Builds one part of the index in its own Pagefind process, which ends when the part is written. */
async function writePart(pagesDir: string, glob: string, outputPath: string, gate: SpareCoreGate): Promise<void> {
  const { index } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: EXCLUDE_SELECTORS });
  if (!index) throw new Error("Pagefind could not start: reinstall dependencies with `npm ci`.");
  gate.close();
  const indexed = await index.addDirectory({ path: pagesDir, glob });
  gate.open();
  if (indexed.errors.length > 0) throw new Error(`Pagefind could not index the site:\n${indexed.errors.join("\n")}`);
  // Written by Pagefind itself: its files reach this process only to be written again otherwise.
  const { errors } = await index.writeFiles({ outputPath }).finally(() => pagefind.close());
  if (errors.length > 0) throw new Error(`Pagefind could not write the search index:\n${errors.join("\n")}`);
}

/** Removes the files no page requests from one part's folder and returns the number of pages in the part. */
function removeUnrequestedFiles(partDir: string, merged: boolean): number {
  for (const entry of readdirSync(partDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    if (UNUSED_SEARCH_FILES.test(entry.name) || (merged && UNUSED_IN_MERGED_PART.test(entry.name))) {
      rmSync(join(partDir, entry.name));
    }
  }
  // Pagefind's count of files read includes redirect pages; its entry file counts the pages indexed.
  const entry = JSON.parse(readFileSync(join(partDir, "pagefind-entry.json"), "utf8")) as PagefindEntry;
  return Object.values(entry.languages).reduce((total, language) => total + language.page_count, 0);
}

/**
 * Indexes the documentation pages of `outDir`, read from `pagesDir` (their search copies, src/build/publish/search-copy.ts;
 * the pages themselves by default), and writes the index to `outDir/pagefind`, in parts of at most
 * `partPages` pages on a large site (src/build/publish/search-index-parts.ts), with the names file of the schema's
 * types and the site's `vocabulary` (src/build/publish/search-names.ts). Pagefind reads the pages, then builds
 * and writes the index in its own process; `gate` is closed while it reads a part's pages and open otherwise.
 */
export async function writeSearchIndex(
  outDir: string,
  options: { vocabulary?: string[]; partPages?: number; gate?: SpareCoreGate; pagesDir?: string } = {},
): Promise<SearchIndexSummary> {
  const {
    vocabulary = [],
    partPages = SEARCH_INDEX_PART_PAGES,
    gate = new SpareCoreGate(),
    pagesDir = outDir,
  } = options;
  const pages = listPages(pagesDir);
  // A site without pages still gets an (empty) index, so that search loads and finds nothing rather than failing.
  const parts = pages.length > 0 ? searchIndexParts(pages, partPages) : ["docs/**/*.html"];
  const searchDir = publishedPath(outDir, searchIndexPartUrl(0));
  rmSync(searchDir, { recursive: true, force: true });
  // One after the other, so that only one part's index is in memory at a time.
  try {
    for (const [n, glob] of parts.entries()) {
      await writePart(pagesDir, glob, publishedPath(outDir, searchIndexPartUrl(n)), gate);
    }
  } finally {
    gate.open();
  }
  const merged = [...parts.keys()].slice(1).map(searchIndexPartUrl);
  writeFileSync(publishedPath(outDir, MERGED_SEARCH_INDEXES_URL), `${JSON.stringify(merged)}\n`);
  // Type and field names and the site's words, which the dialog fetches when a query looks like a name or is misspelt.
  writeSearchNames(outDir, vocabulary);

  let indexed = 0;
  for (const n of parts.keys()) indexed += removeUnrequestedFiles(publishedPath(outDir, searchIndexPartUrl(n)), n > 0);
  let bytes = 0;
  for (const entry of readdirSync(searchDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { pages: indexed, bytes };
}
