import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import * as pagefind from "pagefind";

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
  ".code-lang",
  ".code-copy",
];

/**
 * Files that would be published but never requested: Pagefind's UI bundles (the dialog is our own), its Web Worker
 * (src/browser/search/load-pagefind.ts runs it in the page) and the fallback for pages in no language.
 */
const UNUSED_SEARCH_FILES =
  /^(pagefind-(component-|modular-)?ui\.(js|css)|pagefind-highlight\.js|pagefind-worker\.js|wasm\.unknown\.pagefind)$/;

/**
 * Indexes the documentation pages of `outDir` and writes the index to `outDir/pagefind`. Pagefind reads every page,
 * then builds and writes the index in its own process; `meanwhile` runs during that second half, when the pages may
 * change again (about 40% of the indexing time on the 170-page bench corpus).
 */
export async function writeSearchIndex(outDir: string, meanwhile: () => void = () => {}): Promise<SearchIndexSummary> {
  const { index } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: EXCLUDE_SELECTORS });
  if (!index) throw new Error("Pagefind could not start: reinstall dependencies with `npm ci`.");
  const indexed = await index.addDirectory({ path: outDir, glob: "docs/**/*.html" });
  if (indexed.errors.length > 0) throw new Error(`Pagefind could not index the site:\n${indexed.errors.join("\n")}`);
  const searchDir = join(outDir, "pagefind");
  rmSync(searchDir, { recursive: true, force: true });
  // Written by Pagefind itself: its files reach this process only to be written again otherwise.
  const writing = index.writeFiles({ outputPath: searchDir }).finally(() => pagefind.close());
  try {
    meanwhile();
  } finally {
    // Pagefind is left to finish, so that no build ends with its process still writing.
    await writing.catch(() => undefined);
  }
  const { errors } = await writing;
  if (errors.length > 0) throw new Error(`Pagefind could not write the search index:\n${errors.join("\n")}`);

  let bytes = 0;
  for (const entry of readdirSync(searchDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (entry.parentPath === searchDir && UNUSED_SEARCH_FILES.test(entry.name)) rmSync(file);
    else bytes += statSync(file).size;
  }
  // `indexed.page_count` counts every HTML file read, redirect pages included; the entry file counts the pages indexed.
  const entry = JSON.parse(readFileSync(join(searchDir, "pagefind-entry.json"), "utf8")) as PagefindEntry;
  const pages = Object.values(entry.languages).reduce((total, language) => total + language.page_count, 0);
  return { pages, bytes };
}
