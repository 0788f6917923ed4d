/** The API changes page and its Atom feed, written at publish and linked from the page's head. */
export const API_CHANGES_FEED = {
  page: "/docs/graphql/changelog",
  feed: "/docs/graphql/changelog.atom",
} as const;
