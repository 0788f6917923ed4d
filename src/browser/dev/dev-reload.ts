/**
 * Dev server only (npm run dev; never in a built page): when a saved file changes the open page, the server says so
 * over Vite's HMR websocket and the page reloads itself where the reader was. An error page reloads on any update,
 * so the next good save clears it.
 */
import { DEV_UPDATE_EVENT, updateConcerns, type DevUpdate } from "#shared/dev-update.ts";

const SCROLL_KEY = "dev-reload-scroll";

restoreScroll();
import.meta.hot?.on(DEV_UPDATE_EVENT, (update: DevUpdate) => {
  const onErrorPage = document.documentElement.hasAttribute("data-dev-problems");
  if (!onErrorPage && !updateConcerns(update, location.pathname)) return;
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  location.reload();
});

/** Puts the page back where it was before the reload this script made (the page's length may have changed). */
function restoreScroll(): void {
  const saved = sessionStorage.getItem(SCROLL_KEY);
  if (!saved) return;
  sessionStorage.removeItem(SCROLL_KEY);
  const { path, y } = JSON.parse(saved) as { path: string; y: number };
  if (path === location.pathname) window.scrollTo(0, y);
}
