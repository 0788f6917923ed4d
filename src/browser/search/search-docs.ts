import { loadPagefind, resetPagefind } from "./load-pagefind.ts";
import { rankExactFirst, toExactQuery } from "./rank-exact-first.ts";
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
  /** The best `limit` of them, whole-word matches first, shaped for display. */
  hits: SearchHit[];
}

/** Searches the docs with Pagefind, loading it first if needed; rejects when the index cannot be loaded. */
export async function searchDocs(term: string, limit = MAX_SHOWN_RESULTS): Promise<SearchOutcome> {
  try {
    const pagefind = await loadPagefind();
    const exactQuery = toExactQuery(term);
    const [all, exact] = await Promise.all([
      pagefind.search(term),
      exactQuery ? pagefind.search(exactQuery) : undefined,
    ]);
    const ranked = rankExactFirst(exact?.results ?? [], all.results);
    const shown = ranked.slice(0, Math.min(limit, MAX_ALL_RESULTS));
    const hits = await Promise.all(shown.map(async (result) => shapeResult(result.id, await result.data())));
    return { total: ranked.length, exactTotal: exact?.results.length, hits };
  } catch (error) {
    await resetPagefind();
    throw error;
  }
}
