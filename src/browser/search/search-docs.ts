import { loadPagefind, resetPagefind } from "./load-pagefind.ts";
import { correctSpelling } from "./correct-spelling.ts";
import { loadSchemaNames } from "./load-schema-names.ts";
import { PAGE_GROUP_FILTER } from "./page-search-attributes.ts";
import type { PagefindModule } from "./pagefind-types.ts";
import { toExactQuery } from "./exact-query.ts";
import { rankResults } from "./rank-results.ts";
import { findSchemaNames, looksLikeSchemaName, type NameMatch } from "./schema-names.ts";
import { mergeNameHits } from "./merge-name-hits.ts";
import { shapeResult, type SearchHit } from "./shape-result.ts";

/** How many results the dialog shows until the reader asks for all of them. */
export const MAX_SHOWN_RESULTS = 8;
/** The most results "See all" loads: each one fetches a fragment of the index. */
export const MAX_ALL_RESULTS = 200;

/** The answer to one search. */
export interface SearchOutcome {
  /** Every page that matched. */
  total: number;
  /** How many of them hold the term's exact words (a quoted search); undefined when the term was already quoted. */
  exactTotal?: number;
  /** The best `limit` of them, shaped for display: reference entries the term names first, then by rankResults. */
  hits: SearchHit[];
  /** The site's word searched instead, when no page has the word typed and it looks misspelt (`unsplash`). */
  correction?: string;
}

/** The schema names the term names; none when it does not look like one or the names file cannot be loaded. */
async function findNames(term: string): Promise<NameMatch[]> {
  if (!looksLikeSchemaName(term)) return [];
  const names = await loadSchemaNames().catch(() => undefined);
  return names ? findSchemaNames(names, term) : [];
}

/** One search of the loaded index: Pagefind's results ranked, with the reference entries the term names first. */
async function runSearch(pagefind: PagefindModule, term: string, limit: number): Promise<SearchOutcome> {
  const exactQuery = toExactQuery(term);
  // The reference pages only for a query shaped like a schema name: the filter's chunk is one more download, which an
  // ordinary first search does without. Asked at once, beside the names, rather than after them.
  const [all, exact, names, references] = await Promise.all([
    pagefind.search(term),
    exactQuery ? pagefind.search(exactQuery) : undefined,
    findNames(term),
    looksLikeSchemaName(term) ? pagefind.search(term, { filters: { [PAGE_GROUP_FILTER]: "reference" } }) : undefined,
  ]);
  const exactIds = new Set((exact?.results ?? []).map((result) => result.id));
  const referenceIds =
    references && names.length > 0 ? new Set(references.results.map((result) => result.id)) : undefined;
  const ranked = rankResults(all.results, { exactIds, wholeWordFirst: !/\s/.test(term), referenceIds });
  const wanted = Math.min(limit, MAX_ALL_RESULTS);
  // `wanted` pages are enough: a name entry either replaces its own page's result or pushes the last one out.
  const loaded = await Promise.all(
    ranked.slice(0, wanted).map(async (result) => shapeResult(result.id, await result.data())),
  );
  const namedPagesFound = names.filter((name) => loaded.some((hit) => hit.path === name.path)).length;
  return {
    total: ranked.length + names.length - namedPagesFound,
    exactTotal: exact ? exact.results.length + names.length : undefined,
    hits: mergeNameHits(names, loaded, wanted),
  };
}

/**
 * The word to search instead when no page has the one typed: the site's closest title or keyword word. The names
 * file that lists them is fetched only then (and for names), so an ordinary first search does not download it.
 */
async function findCorrection(term: string, outcome: SearchOutcome): Promise<string | undefined> {
  if (outcome.exactTotal !== 0 || /\s/.test(term)) return undefined;
  const names = await loadSchemaNames().catch(() => undefined);
  return correctSpelling(term, names?.words ?? []);
}

/** Searches the docs with Pagefind, loading it first if needed; rejects when the index cannot be loaded. */
export async function searchDocs(term: string, limit = MAX_SHOWN_RESULTS): Promise<SearchOutcome> {
  try {
    const pagefind = await loadPagefind();
    const outcome = await runSearch(pagefind, term, limit);
    const correction = await findCorrection(term, outcome);
    if (!correction) return outcome;
    const corrected = await runSearch(pagefind, correction, limit);
    return corrected.total > 0 ? { ...corrected, correction } : outcome;
  } catch (error) {
    await resetPagefind();
    throw error;
  }
}
