import type { PagefindOptions } from "./pagefind-types.ts";

/**
 * Pagefind's options for the site's search (the dialog and the docs server for assistants). A higher term
 * similarity ranks `ItineraryLocation` itself above longer words it is a prefix of. Its own module: load-pagefind.ts
 * is in the first load (its prefetch), and must not bring the ranking with it.
 */
export const SEARCH_OPTIONS = { excerptLength: 24, ranking: { termSimilarity: 2 } } satisfies PagefindOptions;
