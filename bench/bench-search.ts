import { REPRESENTATIVE_PAGES } from "./budgets.ts";
import { measureFirstSearch, type FirstSearch } from "./measure-first-search.ts";
import { measureSearchRelevance, type SearchRelevance } from "./measure-search-relevance.ts";
import { loadRelevanceQuestions } from "./search-relevance.ts";

/** What the bench measures of search: a first search's download and time, and the ranking on the question set. */
export interface SearchBench {
  firstSearch: FirstSearch;
  relevance: SearchRelevance;
}

/** The search term of the first-search measurement. */
export const SEARCH_TERM = "itinerary";

/** Measures search on a served build at `baseUrl`, in Chromium. */
export async function benchSearch(baseUrl: string, chromePath: string, chromeFlags: string[]): Promise<SearchBench> {
  const url = `${baseUrl}${REPRESENTATIVE_PAGES.groupOverview}`;
  const firstSearch = await measureFirstSearch(url, SEARCH_TERM, chromePath, chromeFlags);
  const relevance = await measureSearchRelevance(url, loadRelevanceQuestions(), chromePath, chromeFlags);
  return { firstSearch, relevance };
}
