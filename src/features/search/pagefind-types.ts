/* The part of Pagefind's browser API (`/pagefind/pagefind.js`, v1) that the search dialog uses.
   Pagefind ships no types for it, so they are written down here from its documentation. */

/** A heading section of a page that matched, or the part before the first heading. */
export interface PagefindSubResult {
  /** The heading's text, or the page title for the part before the first heading. */
  title: string;
  /** The page URL, with `#id` when the section starts at a heading. */
  url: string;
  /** Text around the matches, with `<` and `>` escaped and matches wrapped in `<mark>`. */
  excerpt: string;
  /** The heading element the section starts at, if any. */
  anchor?: { element: string; id: string; text: string; location: number };
  /** Matched word positions with their weight and score. */
  weighted_locations: { weight: number; balanced_score: number; location: number }[];
}

/** A matched page, as loaded by a result's `data()`. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; description?: string; [key: string]: string | undefined };
  sub_results: PagefindSubResult[];
}

/** A hit: a score at once, the page data on demand. */
export interface PagefindResult {
  id: string;
  score: number;
  /** The meta fields (`title`, `keywords`, `description`) in which the query's words matched; absent when none did. */
  matchedMetaFields?: string[];
  data: () => Promise<PagefindResultData>;
}

/** What `search()` resolves to. */
export interface PagefindSearchResponse {
  results: PagefindResult[];
}

/** Options set before `init()`. */
export interface PagefindOptions {
  /** Run in the page instead of a Web Worker. */
  noWorker?: boolean;
  /** Length of excerpts, in words (default 30). */
  excerptLength?: number;
  /** Ranking weights; `termSimilarity` (default 1) favours words as long as the term over longer ones it starts. */
  ranking?: {
    termSimilarity?: number;
    pageLength?: number;
    termSaturation?: number;
    termFrequency?: number;
    /** How much a match in each meta field (`title`, `keywords`...) counts. */
    metaWeights?: Record<string, number>;
  };
}

/** The module `/pagefind/pagefind.js`. */
export interface PagefindModule {
  options: (options: PagefindOptions) => Promise<void>;
  init: () => Promise<void>;
  /** Adds another index (its folder URL) whose results are ranked with this one's; call after `init()`. */
  mergeIndex: (url: string, options?: Omit<PagefindOptions, "noWorker">) => Promise<void>;
  /** Searches; with `filters`, only pages whose filter has the value (`{ group: "reference" }`). */
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<PagefindSearchResponse>;
  /** Drops the started instance; the next call starts a new one. */
  destroy: () => Promise<void>;
}
