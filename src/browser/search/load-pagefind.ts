import type { PagefindModule } from "./pagefind-types.ts";

/** Where the build publishes Pagefind's script; it is not part of the Vite bundle. */
export const PAGEFIND_URL = "/pagefind/pagefind.js";

let failedAttempts = 0;
let modulePromise: Promise<PagefindModule> | undefined;
let readyPromise: Promise<PagefindModule> | undefined;

function importPagefind(): Promise<PagefindModule> {
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

/** Loads and starts Pagefind once per page; after a failure, the next call tries again. */
export function loadPagefind(): Promise<PagefindModule> {
  readyPromise ??= importPagefind()
    .then(async (pagefind) => {
      // In the page rather than a Web Worker: the index is small, and this saves fetching the worker's script.
      // A higher term similarity ranks `ItineraryLocation` itself above longer words it is a prefix of.
      await pagefind.options({ noWorker: true, excerptLength: 24, ranking: { termSimilarity: 2 } });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      readyPromise = undefined;
      throw error;
    });
  return readyPromise;
}

/** Forgets a started Pagefind whose index failed to load, so the next {@link loadPagefind} starts afresh. */
export async function resetPagefind(): Promise<void> {
  const ready = readyPromise;
  readyPromise = undefined;
  const pagefind = await ready?.catch(() => undefined);
  await pagefind?.destroy();
}
