/** What kind of page a path is: guides are written, the others generated. */
export type PageGroup = "guide" | "troubleshooting" | "reference";

/** Generated pages and what they are: the Troubleshooting page, the schema reference and the example operations. */
const GENERATED: [RegExp, PageGroup][] = [
  [/^\/docs\/references\/troubleshooting$/, "troubleshooting"],
  [/^\/docs\/graphql\/(schema|operations)(\/|$)/, "reference"],
];

/** The Pagefind filter that carries a page's {@link PageGroup}; the dialog filters by it for schema names. */
export const PAGE_GROUP_FILTER = "group";

/** The group of the page at `path` (its site path, such as `/docs/graphql/schema/Itinerary`). */
export function pageGroupOf(path: string): PageGroup {
  return GENERATED.find(([pattern]) => pattern.test(path))?.[1] ?? "guide";
}

/** `data-pagefind-filter` of a page's article: its group. */
export function pageGroupFilter(path: string): string {
  return `${PAGE_GROUP_FILTER}:${pageGroupOf(path)}`;
}

/**
 * Pagefind's weight for the body text of each group (Pagefind squares it: 0.5 counts a quarter). The Troubleshooting
 * page gathers every "What can go wrong" entry of the site and the schema and operation pages repeat type and field
 * names, so by word counts they match nearly anything; with their body weighed down they still come first for what
 * their title and keywords name, which keep their full weight.
 */
export const PROSE_SEARCH_WEIGHTS: Record<PageGroup, number | undefined> = {
  guide: undefined,
  troubleshooting: 0.5,
  reference: 0.5,
};

/** `data-pagefind-weight` of a page's body (its `.prose`): none for a guide, less for generated pages. */
export function proseSearchWeight(path: string): string | undefined {
  const weight = PROSE_SEARCH_WEIGHTS[pageGroupOf(path)];
  return weight === undefined ? undefined : String(weight);
}

/**
 * `data-pagefind-meta` of a page's article: its front matter keywords, which Pagefind then searches as a meta field
 * (`keywords`) and reports in a result's `matchedMetaFields`, so that the dialog knows the page is about the query.
 * Schema and operation pages get none: their keywords are their own names, which the dialog's name index answers
 * (`GetUnsplashPhoto` is not what a reader typing `unsplash` is after). Pagefind separates several meta fields of one
 * attribute with commas, so keywords are joined with semicolons and a comma in one becomes a space.
 */
export function keywordsMeta(path: string, keywords: readonly string[] | undefined): string | undefined {
  if (pageGroupOf(path) === "reference") return undefined;
  const words = (keywords ?? []).map((keyword) => keyword.replace(/\s*,\s*/g, " ").trim()).filter(Boolean);
  return words.length > 0 ? `keywords:${words.join("; ")}` : undefined;
}
