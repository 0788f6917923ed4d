import { MAX_SHOWN_RESULTS, type SearchOutcome } from "./search-docs.ts";
import type { SearchHit } from "./shape-result.ts";

/** Where a search stands; while one runs, `hits` stay those of the last finished search to avoid flicker. */
export type SearchState =
  | { status: "idle"; hits: [] }
  | { status: "loading"; term: string; hits: SearchHit[] }
  | { status: "done"; term: string; hits: SearchHit[]; total: number; exactTotal?: number; correction?: string }
  | { status: "error"; term: string; hits: [] };

/** Whether a one-word search found only pages that match part of the word (`web` for `webhook`), none the word itself. */
export function foundOnlyPartialMatches(state: SearchState): state is Extract<SearchState, { status: "done" }> {
  return state.status === "done" && state.total > 0 && state.exactTotal === 0 && !/\s/.test(state.term);
}

/** The latest finished search: its outcome, or none when it failed. */
export interface SearchAnswer {
  term: string;
  /** How many results were asked for (more once the reader chose "See all"); {@link MAX_SHOWN_RESULTS} when left out. */
  limit?: number;
  outcome?: SearchOutcome;
}

/** The state to show for `term` and `limit`, given the latest answer and whether Pagefind failed to load. */
export function deriveSearchState(
  term: string,
  answer: SearchAnswer | undefined,
  loadFailed: boolean,
  limit = MAX_SHOWN_RESULTS,
): SearchState {
  if (term && answer?.term === term && (answer.limit ?? MAX_SHOWN_RESULTS) === limit) {
    return answer.outcome ? { status: "done", term, ...answer.outcome } : { status: "error", term, hits: [] };
  }
  if (loadFailed) return { status: "error", term, hits: [] };
  if (!term) return { status: "idle", hits: [] };
  return { status: "loading", term, hits: answer?.outcome?.hits ?? [] };
}
