import { describe, expect, it } from "vitest";
import { keywordsMeta, pageGroupOf, proseSearchWeight } from "#browser/search/page-search-attributes.ts";

describe("pageGroupOf", () => {
  it("tells the generated pages from the guides by their path", () => {
    expect(pageGroupOf("/docs/references/troubleshooting")).toBe("troubleshooting");
    expect(pageGroupOf("/docs/graphql/schema")).toBe("reference");
    expect(pageGroupOf("/docs/graphql/schema/Itinerary")).toBe("reference");
    expect(pageGroupOf("/docs/graphql/operations/itinerary/GetItinerary")).toBe("reference");
    expect(pageGroupOf("/docs/graphql/schema-notes")).toBe("guide");
    expect(pageGroupOf("/docs/mapping/topics/itinerary/leaflet")).toBe("guide");
  });

  it("weighs down the body of generated pages only", () => {
    expect(proseSearchWeight("/docs/references/troubleshooting")).toBe("0.5");
    expect(proseSearchWeight("/docs/graphql/schema/Itinerary")).toBe("0.7");
    expect(proseSearchWeight("/docs/mapping/topics/itinerary/leaflet")).toBeUndefined();
  });
});

describe("keywordsMeta", () => {
  it("joins keywords without the commas Pagefind would split on, and is absent without keywords", () => {
    expect(keywordsMeta(["Leaflet", "vector tiles"])).toBe("keywords:Leaflet; vector tiles");
    expect(keywordsMeta(["a, b", " "])).toBe("keywords:a b");
    expect(keywordsMeta([])).toBeUndefined();
    expect(keywordsMeta(undefined)).toBeUndefined();
  });
});
