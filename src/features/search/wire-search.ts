import { islandSelector } from "#shared/page-islands.ts";
import { prefetchPagefind } from "./import-pagefind.ts";
import { formatShortcutHint, isSearchShortcut } from "./search-keys.ts";
import type { OpenSearch } from "./search-island.tsx";

let island: Promise<OpenSearch> | undefined;

/** The dialog's code (and React) loads when search is about to be used: hover or focus on an opener, or a shortcut. */
function loadIsland(): Promise<OpenSearch> {
  island ??= import("./search-island.tsx")
    .then((module) => module.mountSearchIsland())
    .catch((error: unknown) => {
      island = undefined;
      throw error;
    });
  return island;
}

function openSearch(): void {
  // Where focus was (a link, the button, a heading), to give it back when the dialog closes.
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  loadIsland().then(
    (open) => open(returnTo),
    (error: unknown) => console.warn("Search could not load", error),
  );
}

function prepare(): void {
  prefetchPagefind();
  loadIsland().catch(() => {
    // Reported when the reader actually opens search.
  });
}

/** Search openers (the top bar's button, the 404 page's form), Ctrl/⌘ K and `/`, and the platform's shortcut hint. */
export function wireSearch(): void {
  for (const hint of document.querySelectorAll(islandSelector("searchHint"))) {
    hint.textContent = formatShortcutHint(navigator.platform);
  }
  for (const opener of document.querySelectorAll<HTMLElement>(islandSelector("searchOpen"))) {
    opener.addEventListener(opener instanceof HTMLFormElement ? "submit" : "click", (event) => {
      event.preventDefault();
      openSearch();
    });
    opener.addEventListener("pointerenter", prepare);
    opener.addEventListener("focusin", prepare);
  }
  window.addEventListener("keydown", (event) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    openSearch();
  });
}
