import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
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

/** Indexes the documentation pages of `outDir` and writes the index to `outDir/pagefind`. */
export async function writeSearchIndex(outDir: string): Promise<SearchIndexSummary> {
  const { index } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: EXCLUDE_SELECTORS });
  if (!index) throw new Error("Pagefind could not start: reinstall dependencies with `npm ci`.");
  const indexed = await index.addDirectory({ path: outDir, glob: "docs/**/*.html" });
  if (indexed.errors.length > 0) throw new Error(`Pagefind could not index the site:\n${indexed.errors.join("\n")}`);
  const { files, errors } = await index.getFiles();
  if (errors.length > 0) throw new Error(`Pagefind could not write the search index:\n${errors.join("\n")}`);
  await pagefind.close();

  const searchDir = join(outDir, "pagefind");
  rmSync(searchDir, { recursive: true, force: true });
  let bytes = 0;
  for (const file of files.filter((file) => !UNUSED_SEARCH_FILES.test(file.path))) {
    mkdirSync(dirname(join(searchDir, file.path)), { recursive: true });
    writeFileSync(join(searchDir, file.path), file.content);
    bytes += file.content.byteLength;
  }
  // `indexed.page_count` counts every HTML file read, redirect pages included; the entry file counts the pages indexed.
  const entry = files.find((file) => file.path === "pagefind-entry.json");
  const languages = entry ? (JSON.parse(Buffer.from(entry.content).toString("utf8")) as PagefindEntry).languages : {};
  const pages = Object.values(languages).reduce((total, language) => total + language.page_count, 0);
  return { pages, bytes };
}
