/** The documentation's top-level sections, linked from the 404 page and an empty search. */
export const MAIN_SECTIONS = [
  { title: "Getting started", href: "/docs/getting-started", summary: "What the platform is and where to begin." },
  { title: "GraphQL API", href: "/docs/graphql", summary: "Read and write itineraries, places and media." },
  { title: "Mapping", href: "/docs/mapping", summary: "Hosted map data and guides for every map SDK." },
  { title: "Embeds", href: "/docs/embed/docs", summary: "Put an itinerary on any page." },
  { title: "References", href: "/docs/references", summary: "Designer guidelines, assets and attribution." },
] as const;
