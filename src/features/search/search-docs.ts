import { loadPagefind, resetPagefind } from "./load-pagefind.ts";
import { loadSchemaNames } from "./load-schema-names.ts";
import { searchSite, type SearchOutcome } from "./run-search.ts";

export { MAX_ALL_RESULTS, type SearchOutcome } from "./run-search.ts";

/** How many results the dialog shows until the reader asks for all of them. */
export const MAX_SHOWN_RESULTS = 8;

/** Searches the docs with Pagefind, loading it first if needed; rejects when the index cannot be loaded. */
export async function searchDocs(term: string, limit = MAX_SHOWN_RESULTS): Promise<SearchOutcome> {
  try {
    const pagefind = await loadPagefind();
    return await searchSite(pagefind, term, limit, () => loadSchemaNames().catch(() => undefined));
  } catch (error) {
    await resetPagefind();
    throw error;
  }
}
