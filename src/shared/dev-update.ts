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

/** Whether an update concerns the page at `path` (its path as served, without a trailing slash). */
export function updateConcerns(update: DevUpdate, path: string): boolean {
  const own = path.replace(/(.)\/+$/, "$1");
  return update.paths === "all" || update.paths.includes(own);
}
