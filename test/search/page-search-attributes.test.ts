import { describe, expect, it } from "vitest";
import {
  keywordsMeta,
  pageGroupFilter,
  pageGroupOf,
  proseSearchWeight,
} from "#features/search/page-search-attributes.ts";

describe("pageGroupOf", () => {
  it("tells the generated pages from the guides by their path", () => {
    expect(pageGroupOf("/docs/references/troubleshooting")).toBe("troubleshooting");
    expect(pageGroupOf("/docs/graphql/schema")).toBe("reference");
    expect(pageGroupOf("/docs/graphql/schema/Itinerary")).toBe("reference");
    expect(pageGroupOf("/docs/graphql/operations/itinerary/GetItinerary")).toBe("reference");
    expect(pageGroupOf("/docs/graphql/schema-notes")).toBe("guide");
    expect(pageGroupOf("/docs/mapping/topics/itinerary/leaflet")).toBe("guide");
    expect(pageGroupFilter("/docs/graphql/operations/itinerary/GetItinerary")).toBe("group:reference");
  });

  it("weighs down the body of generated pages only", () => {
    expect(proseSearchWeight("/docs/references/troubleshooting")).toBe("0.5");
    expect(proseSearchWeight("/docs/graphql/schema/Itinerary")).toBe("0.5");
    expect(proseSearchWeight("/docs/mapping/topics/itinerary/leaflet")).toBeUndefined();
  });
});

describe("keywordsMeta", () => {
  const guide = "/docs/mapping/topics/itinerary/leaflet";

  it("joins keywords without the commas Pagefind would split on, and is absent without keywords", () => {
    expect(keywordsMeta(guide, ["Leaflet", "vector tiles"])).toBe("keywords:Leaflet; vector tiles");
    expect(keywordsMeta(guide, ["a, b", " "])).toBe("keywords:a b");
    expect(keywordsMeta(guide, [])).toBeUndefined();
    expect(keywordsMeta(guide, undefined)).toBeUndefined();
  });

  it("gives schema and operation pages none (the name index answers their names), the Troubleshooting page its own", () => {
    expect(keywordsMeta("/docs/graphql/operations/media/GetUnsplashPhoto", ["GetUnsplashPhoto"])).toBeUndefined();
    expect(keywordsMeta("/docs/graphql/schema/Itinerary", ["Itinerary", "Object type"])).toBeUndefined();
    expect(keywordsMeta("/docs/references/troubleshooting", ["troubleshooting"])).toBe("keywords:troubleshooting");
  });
});
