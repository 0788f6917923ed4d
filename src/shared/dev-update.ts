/**
 * What the dev server tells open pages after a saved file (`npm run dev`, src/build/dev-server): the paths whose
 * pages changed, or "all" when every page's navigation may have. Sent as a custom event over Vite's HMR websocket;
 * src/browser/dev/ listens for it. Never part of a built page.
 */
export const DEV_UPDATE_EVENT = "docs:update";

/** The event's data. */
export interface DevUpdate {
  paths: string[] | "all";
}

/**
 * Sent by a page once its websocket is open, with the site version it was rendered at, so that an update sent while
 * it was loading (and not yet listening) is not missed: the server answers with an update if the page is stale.
 */
export const DEV_HELLO_EVENT = "docs:hello";

/** The hello event's data. */
export interface DevHello {
  path: string;
  version: number;
}

/** The `Server-Timing` metric by which a served page tells its script the site version it was rendered at. */
export const DEV_VERSION_METRIC = "docs-version";

/** Whether an update concerns the page at `path` (its path as served, without a trailing slash). */
export function updateConcerns(update: DevUpdate, path: string): boolean {
  return update.paths === "all" || update.paths.includes(normalizeServedPath(path));
}

/** A served path without its trailing slash (`/docs/a/` is `/docs/a`; `/` stays). */
export function normalizeServedPath(path: string): string {
  return path.replace(/(.)\/+$/, "$1");
}
