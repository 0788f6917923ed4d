/**
 * Files whose names change with their content, so a browser may keep them for a year: Vite's hashed assets and the
 * search index's chunks, in the first part of the index and in every merged part (`/pagefind/part-2/index/...`).
 * Everything else is revalidated on each request.
 */
const IMMUTABLE_PATH = /^\/(assets\/|pagefind\/(part-\d+\/)?(fragment|index)\/)/;

export function cacheControlFor(pathname: string): string {
  return IMMUTABLE_PATH.test(pathname) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
}
