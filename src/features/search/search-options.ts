import type { PagefindOptions } from "./pagefind-types.ts";

/**
 * Pagefind's options for the site's search (the dialog and the docs server for assistants). A higher term
 * similarity ranks `ItineraryLocation` itself above longer words it is a prefix of. Its own module: the docs server
 * (src/build/mcp/site-search.ts) reads it in Node, without the browser's loader (load-pagefind.ts).
 */
export const SEARCH_OPTIONS = { excerptLength: 24, ranking: { termSimilarity: 2 } } satisfies PagefindOptions;
