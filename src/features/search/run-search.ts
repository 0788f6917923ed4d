import type { SearchNames } from "#shared/search-names.ts";
import { correctSpelling } from "./correct-spelling.ts";
import { PAGE_GROUP_FILTER } from "./page-search-attributes.ts";
import type { PagefindModule } from "./pagefind-types.ts";
import { toExactQuery } from "./exact-query.ts";
import { rankResults } from "./rank-results.ts";
import { findSchemaNames, looksLikeSchemaName, type NameMatch } from "./schema-names.ts";
import { mergeNameHits } from "./merge-name-hits.ts";
import { shapeResult, type SearchHit } from "./shape-result.ts";

/** The most results one search shapes: each one reads a fragment of the index. */
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

/** Where the schema's names come from: fetched in the browser, read from disk by the docs server. */
export type LoadNames = () => Promise<SearchNames | undefined>;

async function findNames(term: string, loadNames: LoadNames): Promise<NameMatch[]> {
  if (!looksLikeSchemaName(term)) return [];
  const names = await loadNames();
  return names ? findSchemaNames(names, term) : [];
}

/** One search of a loaded index: Pagefind's results ranked, with the reference entries the term names first. */
async function runSearch(pagefind: PagefindModule, term: string, limit: number, loadNames: LoadNames) {
  const exactQuery = toExactQuery(term);
  // The reference pages only for a query shaped like a schema name: the filter's chunk is one more download, which an
  // ordinary first search does without. Asked at once, beside the names, rather than after them.
  const [all, exact, names, references] = await Promise.all([
    pagefind.search(term),
    exactQuery ? pagefind.search(exactQuery) : undefined,
    findNames(term, loadNames),
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
  } satisfies SearchOutcome;
}

/**
 * The site's search over a loaded Pagefind: when no page has the word typed, the site's closest title or keyword word
 * instead. The names file is read only for names and for that correction, so an ordinary first search does without.
 */
export async function searchSite(
  pagefind: PagefindModule,
  term: string,
  limit: number,
  loadNames: LoadNames,
): Promise<SearchOutcome> {
  const outcome = await runSearch(pagefind, term, limit, loadNames);
  if (outcome.exactTotal !== 0 || /\s/.test(term)) return outcome;
  const correction = correctSpelling(term, (await loadNames())?.words ?? []);
  if (!correction) return outcome;
  const corrected = await runSearch(pagefind, correction, limit, loadNames);
  return corrected.total > 0 ? { ...corrected, correction } : outcome;
}
