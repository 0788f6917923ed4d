import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { correctSpelling } from "#browser/search/correct-spelling.ts";
import { toExactQuery } from "#browser/search/exact-query.ts";
import { mergeNameHits } from "#browser/search/merge-name-hits.ts";
import type { PagefindModule, PagefindOptions } from "#browser/search/pagefind-types.ts";
import { rankResults } from "#browser/search/rank-results.ts";
import { findSchemaNames, looksLikeSchemaName } from "#browser/search/schema-names.ts";
import { shapeResult, type SearchHit } from "#browser/search/shape-result.ts";
import {
  MERGED_SEARCH_INDEXES_URL,
  PAGEFIND_URL,
  parseMergedSearchIndexes,
  searchIndexPartUrl,
} from "#shared/search-index-files.ts";
import { parseSearchNames, SEARCH_NAMES_URL, type SearchNames } from "#shared/search-names.ts";
import { letFetchReadFiles } from "./file-fetch.ts";

/**
 * The search dialog's Pagefind options (src/browser/search/load-pagefind.ts, which does not export them): the same
 * excerpt length and term similarity, so that results and excerpts are the dialog's.
 */
const DIALOG_OPTIONS = { excerptLength: 24, ranking: { termSimilarity: 2 } } satisfies PagefindOptions;

/** One search's answer: the dialog's results, in the dialog's order. */
export interface SiteSearchOutcome {
  total: number;
  hits: SearchHit[];
  /** The site's word searched instead, when no page has the word typed and it looks misspelt. */
  correction?: string;
}

/** A started Pagefind over one built site, with the schema names the dialog also reads. */
export interface SiteSearch {
  search: (term: string, limit: number) => Promise<SiteSearchOutcome>;
}

const started = new Map<string, Promise<SiteSearch>>();

/**
 * Runs the site's own Pagefind bundle (`build/client/pagefind/pagefind.js`) in Node over the built index, read from
 * disk, and ranks its results with the dialog's ranking module: the same results in the same order as the site's
 * search, without a browser or the network. Started once per folder.
 */
export function startSiteSearch(clientDir: string): Promise<SiteSearch> {
  let search = started.get(clientDir);
  if (!search) {
    search = loadSiteSearch(clientDir).catch((error: unknown) => {
      started.delete(clientDir);
      throw error;
    });
    started.set(clientDir, search);
  }
  return search;
}

function fileUrl(clientDir: string, sitePath: string): string {
  return pathToFileURL(join(clientDir, ...sitePath.split("/"))).href + (sitePath.endsWith("/") ? "/" : "");
}

function readJson(clientDir: string, sitePath: string): unknown {
  return JSON.parse(readFileSync(join(clientDir, ...sitePath.split("/")), "utf8"));
}

async function loadSiteSearch(clientDir: string): Promise<SiteSearch> {
  const script = join(clientDir, ...PAGEFIND_URL.split("/"));
  if (!existsSync(script)) {
    throw new Error(`No search index at \`${script}\`: run \`npm run build\`, which writes it.`);
  }
  letFetchReadFiles();
  // One module instance per site folder: Pagefind keeps its index in module state.
  const pagefind = (await import(
    /* @vite-ignore */ `${pathToFileURL(script).href}?site=${encodeURIComponent(clientDir)}`
  )) as PagefindModule;
  const basePath = fileUrl(clientDir, searchIndexPartUrl(0));
  // `baseUrl` "/" keeps result URLs site paths (`/docs/embed/`) rather than file addresses.
  await pagefind.options({ noWorker: true, basePath, baseUrl: "/", ...DIALOG_OPTIONS } as PagefindOptions);
  await pagefind.init();
  for (const part of parseMergedSearchIndexes(readJson(clientDir, MERGED_SEARCH_INDEXES_URL))) {
    await pagefind.mergeIndex(fileUrl(clientDir, part), DIALOG_OPTIONS);
  }
  const namesFile = join(clientDir, ...SEARCH_NAMES_URL.split("/"));
  const names = existsSync(namesFile) ? parseSearchNames(readJson(clientDir, SEARCH_NAMES_URL)) : undefined;
  return { search: (term, limit) => searchLikeTheDialog(pagefind, names, term, limit) };
}

/** What one search found, as src/browser/search/search-docs.ts's `runSearch` returns it. */
interface RunOutcome extends SiteSearchOutcome {
  exactTotal?: number;
}

/** src/browser/search/search-docs.ts's search, with the names read from disk: the dialog's ranking and merging. */
async function runSearch(
  pagefind: PagefindModule,
  names: SearchNames | undefined,
  term: string,
  limit: number,
): Promise<RunOutcome> {
  const exactQuery = toExactQuery(term);
  const [all, exact] = await Promise.all([pagefind.search(term), exactQuery ? pagefind.search(exactQuery) : undefined]);
  const matches = names && looksLikeSchemaName(term) ? findSchemaNames(names, term) : [];
  const exactIds = new Set((exact?.results ?? []).map((result) => result.id));
  const ranked = rankResults(all.results, { exactIds, wholeWordFirst: !/\s/.test(term) });
  const loaded = await Promise.all(
    ranked.slice(0, limit).map(async (result) => shapeResult(result.id, await result.data())),
  );
  const namedPagesFound = matches.filter((name) => loaded.some((hit) => hit.path === name.path)).length;
  return {
    total: ranked.length + matches.length - namedPagesFound,
    exactTotal: exact ? exact.results.length + matches.length : undefined,
    hits: mergeNameHits(matches, loaded, limit),
  };
}

/** The dialog's search: when no page has the word typed, the site's closest title or keyword word instead. */
async function searchLikeTheDialog(
  pagefind: PagefindModule,
  names: SearchNames | undefined,
  term: string,
  limit: number,
): Promise<SiteSearchOutcome> {
  const outcome = await runSearch(pagefind, names, term, limit);
  const correction =
    outcome.exactTotal === 0 && !/\s/.test(term) ? correctSpelling(term, names?.words ?? []) : undefined;
  if (!correction) return outcome;
  const corrected = await runSearch(pagefind, names, correction, limit);
  return corrected.total > 0 ? { total: corrected.total, hits: corrected.hits, correction } : outcome;
}
