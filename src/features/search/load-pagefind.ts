import { MERGED_SEARCH_INDEXES_URL, parseMergedSearchIndexes } from "#shared/search-index-files.ts";
import { importPagefind } from "./import-pagefind.ts";
import type { PagefindModule } from "./pagefind-types.ts";
import { SEARCH_OPTIONS } from "./search-options.ts";

let readyPromise: Promise<PagefindModule> | undefined;

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
