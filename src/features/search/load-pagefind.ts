import { MERGED_SEARCH_INDEXES_URL, PAGEFIND_URL, parseMergedSearchIndexes } from "#shared/search-index-files.ts";
import type { PagefindModule } from "./pagefind-types.ts";
import { SEARCH_OPTIONS } from "./search-options.ts";

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

/** The parts of a large site's index to merge into the first one (none on a site of ordinary size). */
async function fetchMergedIndexes(): Promise<string[]> {
  const response = await fetch(MERGED_SEARCH_INDEXES_URL);
  if (!response.ok) throw new Error(`${MERGED_SEARCH_INDEXES_URL} answered ${response.status}.`);
  return parseMergedSearchIndexes(await response.json());
}

/** Loads and starts Pagefind once per page, with every part of the index; after a failure, the next call tries again. */
export function loadPagefind(): Promise<PagefindModule> {
  readyPromise ??= Promise.all([importPagefind(), fetchMergedIndexes()])
    .then(async ([pagefind, mergedIndexes]) => {
      // In the page rather than a Web Worker: the index is small, and this saves fetching the worker's script.
      await pagefind.options({ noWorker: true, ...SEARCH_OPTIONS });
      await pagefind.init();
      // Each merged part takes the ranking and excerpt options itself; it runs in the first part's instance.
      for (const url of mergedIndexes) await pagefind.mergeIndex(url, SEARCH_OPTIONS);
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
