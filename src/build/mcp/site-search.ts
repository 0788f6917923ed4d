import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PagefindModule, PagefindOptions } from "#features/search/pagefind-types.ts";
import { searchSite } from "#features/search/run-search.ts";
import { SEARCH_OPTIONS } from "#features/search/search-options.ts";
import type { SearchHit } from "#features/search/shape-result.ts";
import {
  MERGED_SEARCH_INDEXES_URL,
  PAGEFIND_URL,
  parseMergedSearchIndexes,
  searchIndexPartUrl,
} from "#shared/search-index-files.ts";
import { parseSearchNames, SEARCH_NAMES_URL } from "#shared/search-names.ts";
import { letFetchReadFiles } from "./file-fetch.ts";

/** One search's answer: the dialog's results, in the dialog's order. */
export interface SiteSearchOutcome {
  total: number;
  hits: SearchHit[];
  /** The site's word searched instead, when no page has the word typed and it looks misspelt. */
  correction?: string;
}

/** A started Pagefind over one built site, with the schema names the dialog also reads. */
export interface SiteSearch {
  search: (term: string, limit: number) => Promise<SiteSearchOutcome>;
}

const started = new Map<string, Promise<SiteSearch>>();

/**
 * Runs the site's own Pagefind bundle (`build/client/pagefind/pagefind.js`) in Node over the built index, read from
 * disk, and ranks its results with the dialog's ranking module: the same results in the same order as the site's
 * search, without a browser or the network. Started once per folder.
 */
export function startSiteSearch(clientDir: string): Promise<SiteSearch> {
  let search = started.get(clientDir);
  if (!search) {
    search = loadSiteSearch(clientDir).catch((error: unknown) => {
      started.delete(clientDir);
      throw error;
    });
    started.set(clientDir, search);
  }
  return search;
}

function fileUrl(clientDir: string, sitePath: string): string {
  return pathToFileURL(join(clientDir, ...sitePath.split("/"))).href + (sitePath.endsWith("/") ? "/" : "");
}

function readJson(clientDir: string, sitePath: string): unknown {
  return JSON.parse(readFileSync(join(clientDir, ...sitePath.split("/")), "utf8"));
}

async function loadSiteSearch(clientDir: string): Promise<SiteSearch> {
  const script = join(clientDir, ...PAGEFIND_URL.split("/"));
  if (!existsSync(script)) {
    throw new Error(`No search index at \`${script}\`: run \`npm run build\`, which writes it.`);
  }
  letFetchReadFiles();
  // One module instance per site folder: Pagefind keeps its index in module state.
  const pagefind = (await import(
    /* @vite-ignore */ `${pathToFileURL(script).href}?site=${encodeURIComponent(clientDir)}`
  )) as PagefindModule;
  const basePath = fileUrl(clientDir, searchIndexPartUrl(0));
  // `baseUrl` "/" keeps result URLs site paths (`/docs/embed/`) rather than file addresses.
  await pagefind.options({ noWorker: true, basePath, baseUrl: "/", ...SEARCH_OPTIONS } as PagefindOptions);
  await pagefind.init();
  for (const part of parseMergedSearchIndexes(readJson(clientDir, MERGED_SEARCH_INDEXES_URL))) {
    await pagefind.mergeIndex(fileUrl(clientDir, part), SEARCH_OPTIONS);
  }
  const namesFile = join(clientDir, ...SEARCH_NAMES_URL.split("/"));
  const names = existsSync(namesFile) ? parseSearchNames(readJson(clientDir, SEARCH_NAMES_URL)) : undefined;
  return {
    search: async (term, limit) => {
      const { total, hits, correction } = await searchSite(pagefind, term, limit, () => Promise.resolve(names));
      return { total, hits, correction };
    },
  };
}
