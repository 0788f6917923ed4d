/** Sections offered when a search finds nothing. */
export const SEARCH_SUGGESTIONS = [
  { title: "Getting started", href: "/docs/getting-started" },
  { title: "GraphQL API", href: "/docs/graphql" },
  { title: "Mapping", href: "/docs/mapping" },
  { title: "Embeds", href: "/docs/embed/docs" },
  { title: "References", href: "/docs/references" },
] as const;
