import { loadPagefind, resetPagefind } from "./load-pagefind.ts";
import { shapeResult, type SearchHit } from "./shape-result.ts";

/** How many results have their page data loaded and shown. */
export const MAX_SHOWN_RESULTS = 8;

/** The answer to one search. */
export interface SearchOutcome {
  /** Every page that matched. */
  total: number;
  /** The best {@link MAX_SHOWN_RESULTS} of them, shaped for display. */
  hits: SearchHit[];
}

/** Searches the docs with Pagefind, loading it first if needed; rejects when the index cannot be loaded. */
export async function searchDocs(term: string): Promise<SearchOutcome> {
  try {
    const pagefind = await loadPagefind();
    const { results } = await pagefind.search(term);
    const shown = results.slice(0, MAX_SHOWN_RESULTS);
    const hits = await Promise.all(shown.map(async (result) => shapeResult(result.id, await result.data())));
    return { total: results.length, hits };
  } catch (error) {
    await resetPagefind();
    throw error;
  }
}
