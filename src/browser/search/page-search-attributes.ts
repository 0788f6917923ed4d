import type { PageGroup } from "./rank-results.ts";

/** The Pagefind filter that carries a page's {@link PageGroup}, read by the dialog's ranking. */
export const PAGE_GROUP_FILTER = "group";

/** Generated pages and what they are: the Troubleshooting page, the schema reference and the example operations. */
const GENERATED: [RegExp, PageGroup][] = [
  [/^\/docs\/references\/troubleshooting$/, "troubleshooting"],
  [/^\/docs\/graphql\/(schema|operations)(\/|$)/, "reference"],
];

/** The group of the page at `path` (its site path, such as `/docs/graphql/schema/Itinerary`). */
export function pageGroupOf(path: string): PageGroup {
  return GENERATED.find(([pattern]) => pattern.test(path))?.[1] ?? "guide";
}

/** `data-pagefind-filter` of a page's article: its group. */
export function pageGroupFilter(path: string): string {
  return `${PAGE_GROUP_FILTER}:${pageGroupOf(path)}`;
}

/**
 * `data-pagefind-meta` of a page's article: its front matter keywords, which Pagefind then searches as a meta field
 * (`keywords`) and reports in a result's `matchedMetaFields`. Pagefind separates several meta fields of one attribute
 * with commas, so keywords are joined with semicolons and any comma in one becomes a space.
 */
export function keywordsMeta(keywords: readonly string[] | undefined): string | undefined {
  const words = (keywords ?? []).map((keyword) => keyword.replace(/\s*,\s*/g, " ").trim()).filter(Boolean);
  return words.length > 0 ? `keywords:${words.join("; ")}` : undefined;
}
