/**
 * Where the build publishes the search index and how the browser finds all of it. A large site's index is written in
 * parts (src/build/publish/search-index-parts.ts): the first in `/pagefind/`, whose script the browser loads, and the
 * others in folders the browser merges into it, listed in {@link MERGED_SEARCH_INDEXES_URL}.
 * Runtime-neutral: no Node and no DOM.
 */

/** Pagefind's script for the first part; it is not part of the Vite bundle. */
export const PAGEFIND_URL = "/pagefind/pagefind.js";

/** A JSON array of the other parts' folder URLs (`/pagefind/part-2/`, ...); empty when the index is one part. */
export const MERGED_SEARCH_INDEXES_URL = "/pagefind/merged-indexes.json";

/** The folder URL of part `n`, counted from 0. */
export function searchIndexPartUrl(n: number): string {
  return n === 0 ? "/pagefind/" : `/pagefind/part-${n + 1}/`;
}

/** Reads the list of merged parts, refusing anything but folder URLs under `/pagefind/`. */
export function parseMergedSearchIndexes(json: unknown): string[] {
  if (!Array.isArray(json) || !json.every((url) => typeof url === "string" && /^\/pagefind\/part-\d+\/$/.test(url))) {
    throw new Error(`${MERGED_SEARCH_INDEXES_URL} should list part folders such as "/pagefind/part-2/".`);
  }
  return json as string[];
}
