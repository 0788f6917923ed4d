import { PAGEFIND_URL } from "#shared/search-index-files.ts";
import type { PagefindModule } from "./pagefind-types.ts";

/*
 * Its own module, apart from starting Pagefind (load-pagefind.ts): every page's script prefetches Pagefind when search
 * is likely, and what starts it belongs with the dialog's code, not in the first-load JavaScript (decision 8, fourth
 * addendum). Both share this module, so a prefetched script is the one the dialog starts.
 */
let failedAttempts = 0;
let modulePromise: Promise<PagefindModule> | undefined;

/** Pagefind's script, imported once per page; after a failure, the next call tries again under a new URL. */
export function importPagefind(): Promise<PagefindModule> {
  // Browsers remember a failed module import for the page's lifetime, so a retry needs a new URL.
  const url = failedAttempts === 0 ? PAGEFIND_URL : `${PAGEFIND_URL}?retry=${failedAttempts}`;
  modulePromise ??= (import(/* @vite-ignore */ url) as Promise<PagefindModule>).catch((error: unknown) => {
    failedAttempts += 1;
    modulePromise = undefined;
    throw error;
  });
  return modulePromise;
}

/** Starts downloading Pagefind's script (not its index) when a search is likely: hover or focus on the button. */
export function prefetchPagefind(): void {
  importPagefind().catch(() => {
    // The dialog reports the failure when it is opened and tries again.
  });
}
