import { loadPagefind, resetPagefind } from "./load-pagefind.ts";
import { loadSchemaNames } from "./load-schema-names.ts";
import { PAGE_GROUP_FILTER } from "./page-search-attributes.ts";
import type { PagefindModule } from "./pagefind-types.ts";
import { toExactQuery } from "./exact-query.ts";
import { rankResults, type PageGroup } from "./rank-results.ts";
import { findSchemaNames, looksLikeSchemaName, type NameMatch } from "./schema-names.ts";
import { mergeNameHits } from "./merge-name-hits.ts";
import { shapeResult, type SearchHit } from "./shape-result.ts";

/** How many results the dialog shows until the reader asks for all of them. */
export const MAX_SHOWN_RESULTS = 8;
/** The most results "See all" loads: each one fetches a fragment of the index. */
export const MAX_ALL_RESULTS = 200;

/** The answer to one search. */
export interface SearchOutcome {
  /** Every page that matched. */
  total: number;
  /** How many of them hold the term's exact words (a quoted search); undefined when the term was already quoted. */
  exactTotal?: number;
  /** The best `limit` of them, shaped for display: reference entries the term names first, then by rankResults. */
  hits: SearchHit[];
}

/** The generated pages among the term's results, by group (a page in neither is a guide). */
async function findGroups(pagefind: PagefindModule, term: string): Promise<(id: string) => PageGroup> {
  const groups: Exclude<PageGroup, "guide">[] = ["troubleshooting", "reference"];
  const found = await Promise.all(
    groups.map((group) => pagefind.search(term, { filters: { [PAGE_GROUP_FILTER]: group } })),
  );
  const groupOf = new Map<string, PageGroup>();
  found.forEach((response, index) => {
    for (const result of response.results) groupOf.set(result.id, groups[index] ?? "guide");
  });
  return (id) => groupOf.get(id) ?? "guide";
}

/** The schema names the term names; none when it does not look like one or the names file cannot be loaded. */
async function findNames(term: string): Promise<NameMatch[]> {
  if (!looksLikeSchemaName(term)) return [];
  const names = await loadSchemaNames().catch(() => undefined);
  return names ? findSchemaNames(names, term) : [];
}

/** Searches the docs with Pagefind, loading it first if needed; rejects when the index cannot be loaded. */
export async function searchDocs(term: string, limit = MAX_SHOWN_RESULTS): Promise<SearchOutcome> {
  try {
    const pagefind = await loadPagefind();
    const exactQuery = toExactQuery(term);
    const [all, exact, groupOf, names] = await Promise.all([
      pagefind.search(term),
      exactQuery ? pagefind.search(exactQuery) : undefined,
      findGroups(pagefind, term),
      findNames(term),
    ]);
    const exactIds = new Set((exact?.results ?? []).map((result) => result.id));
    const ranked = rankResults(all.results, { exactIds, groupOf, wholeWordFirst: !/\s/.test(term) });
    const wanted = Math.min(limit, MAX_ALL_RESULTS);
    // `wanted` pages are enough: a name entry either replaces its own page's result or pushes the last one out.
    const loaded = await Promise.all(
      ranked.slice(0, wanted).map(async (result) => shapeResult(result.id, await result.data())),
    );
    const hits = mergeNameHits(names, loaded, wanted);
    const namedPagesFound = names.filter((name) => loaded.some((hit) => hit.path === name.path)).length;
    return {
      total: ranked.length + names.length - namedPagesFound,
      exactTotal: exact ? exact.results.length + names.length : undefined,
      hits,
    };
  } catch (error) {
    await resetPagefind();
    throw error;
  }
}
