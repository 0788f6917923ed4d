/** Size budgets for a first visit, in gzip bytes (1 KB = 1000 bytes). */
export const BUDGETS = {
  /**
   * First-load JavaScript of a content page: only the islands' script (about 6.3 KB, with the chunk it loads: decision
   * 8, fourth addendum). React loads later, and only for the parts that need it (search, forms, the editor). The
   * budget is what a page loaded before the request snippets, the docs server and the operation checker arrived
   * (6,777 B at 8311d25): issue 33 promised they would add nothing to it.
   */
  firstLoadJs: 6_777,
  /** All stylesheets of a page. */
  css: 20_000,
  /** The HTML of a long guide, including its data for the islands. */
  longGuideHtml: 40_000,
  /** What the request snippets may add to the long guide's HTML (gzip), as a share of the page without them. */
  requestSnippetShare: 0.15,
};

/** Three representative pages: a long GraphQL guide, a group overview and a mapping page. */
export const REPRESENTATIVE_PAGES = {
  longGuide: "/docs/graphql/getting-started/managing-a-list",
  groupOverview: "/docs/graphql/topics",
  mappingPage: "/docs/mapping/topics/itinerary/working-with-mapbox",
};
