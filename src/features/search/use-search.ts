import { useCallback, useEffect, useState } from "react";
import { loadPagefind } from "./load-pagefind.ts";
import { MAX_SHOWN_RESULTS, searchDocs } from "./search-docs.ts";
import { deriveSearchState, type SearchAnswer, type SearchState } from "./search-state.ts";

/** Wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 120;

/**
 * Searches as the query changes, debounced, while `enabled` (the dialog is open), showing the best `limit`
 * results. Pagefind starts loading when first enabled, so a failure shows before anything is typed; `retry`
 * tries again after one.
 */
export function useSearch(
  query: string,
  enabled: boolean,
  limit = MAX_SHOWN_RESULTS,
): SearchState & { retry: () => void } {
  const term = query.trim();
  const [answer, setAnswer] = useState<SearchAnswer>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadPagefind().then(
      () => {
        if (current) setLoadFailed(false);
      },
      () => {
        if (current) setLoadFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  useEffect(() => {
    if (!enabled || !term) return;
    let current = true;
    const timer = setTimeout(() => {
      searchDocs(term, limit).then(
        (outcome) => {
          if (current) setAnswer({ term, limit, outcome });
        },
        () => {
          if (current) setAnswer({ term, limit });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, term, limit, attempt]);

  const retry = useCallback(() => {
    setAnswer(undefined);
    setLoadFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  return { ...deriveSearchState(term, answer, loadFailed, limit), retry };
}
