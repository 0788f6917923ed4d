import type { SearchOutcome } from "./search-docs.ts";
import type { SearchHit } from "./shape-result.ts";

/** Where a search stands; while one runs, `hits` stay those of the last finished search to avoid flicker. */
export type SearchState =
  | { status: "idle"; hits: [] }
  | { status: "loading"; term: string; hits: SearchHit[] }
  | { status: "done"; term: string; hits: SearchHit[]; total: number }
  | { status: "error"; term: string; hits: [] };

/** The latest finished search: its outcome, or none when it failed. */
export interface SearchAnswer {
  term: string;
  outcome?: SearchOutcome;
}

/** The state to show for `term`, given the latest answer and whether Pagefind failed to load. */
export function deriveSearchState(term: string, answer: SearchAnswer | undefined, loadFailed: boolean): SearchState {
  if (term && answer?.term === term) {
    return answer.outcome
      ? { status: "done", term, hits: answer.outcome.hits, total: answer.outcome.total }
      : { status: "error", term, hits: [] };
  }
  if (loadFailed) return { status: "error", term, hits: [] };
  if (!term) return { status: "idle", hits: [] };
  return { status: "loading", term, hits: answer?.outcome?.hits ?? [] };
}
