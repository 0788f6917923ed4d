/**
 * Dev server only (npm run dev; never in a built page): when a saved file changes the open page, the server says so
 * over Vite's HMR websocket and the page reloads itself where the reader was. An error page reloads on any update,
 * so the next good save clears it.
 */
import {
  DEV_HELLO_EVENT,
  DEV_UPDATE_EVENT,
  DEV_VERSION_METRIC,
  normalizeServedPath,
  updateConcerns,
  type DevHello,
  type DevUpdate,
} from "#shared/dev-update.ts";

const SCROLL_KEY = "dev-reload-scroll";

restoreScroll();
const hot = import.meta.hot;
if (hot) {
  hot.on(DEV_UPDATE_EVENT, (update: DevUpdate) => {
    const onErrorPage = document.documentElement.hasAttribute("data-dev-problems");
    if (onErrorPage || updateConcerns(update, location.pathname)) reloadInPlace();
  });
  // Queued until the websocket is open: the server answers with an update if a file changed while this page loaded.
  const hello: DevHello = { path: normalizeServedPath(location.pathname), version: readServedVersion() };
  hot.send(DEV_HELLO_EVENT, hello);
}

/** The site version the server rendered this page at (its `Server-Timing` header). */
function readServedVersion(): number {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const metric = navigation?.serverTiming.find((entry) => entry.name === DEV_VERSION_METRIC);
  return Number(metric?.description ?? 0);
}

function reloadInPlace(): void {
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  location.reload();
}

/** Puts the page back where it was before the reload this script made (the page's length may have changed). */
function restoreScroll(): void {
  const saved = sessionStorage.getItem(SCROLL_KEY);
  if (!saved) return;
  sessionStorage.removeItem(SCROLL_KEY);
  const { path, y } = JSON.parse(saved) as { path: string; y: number };
  if (path === location.pathname) window.scrollTo(0, y);
}
