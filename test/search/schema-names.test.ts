import { describe, expect, it } from "vitest";
import { mergeNameHits } from "#features/search/merge-name-hits.ts";
import { findSchemaNames, looksLikeSchemaName } from "#features/search/schema-names.ts";
import type { SearchHit } from "#features/search/shape-result.ts";
import { parseSearchNames, type SearchNames } from "#shared/search-names.ts";

const names: SearchNames = {
  types: {
    Itinerary: { kind: "object", fields: { id: [], title: ["locale"], children: ["first", "after"] } },
    ItineraryLocation: { kind: "object", fields: { id: [], title: [] } },
    MediaImage: { kind: "object", fields: { url: ["id", "bestFit"], source: ["id", "bestFit"] } },
    RouteSegmentInput: { kind: "input", fields: { mode: [] } },
    ItineraryStatus: { kind: "enum", values: ["DRAFT", "PUBLISHED"] },
  },
};

const summary = (query: string) =>
  findSchemaNames(names, query).map((match) => `${match.kind} ${match.href}${match.member ? ` ${match.member}` : ""}`);

describe("looksLikeSchemaName", () => {
  it("takes identifiers with a capital letter and Type.field, not plain words or sentences", () => {
    expect(["Itinerary", "MediaImage", "bestFit", "Itinerary.title"].map(looksLikeSchemaName)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["itinerary", "title", "create an itinerary", "H.data is undefined"].map(looksLikeSchemaName)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // Shaped like Type.field, so the names are looked at, and nothing is found.
    expect(looksLikeSchemaName("next.js")).toBe(true);
    expect(findSchemaNames(names, "next.js")).toEqual([]);
  });
});

describe("findSchemaNames", () => {
  it("finds a type by its name, not the longer names it starts", () => {
    expect(summary("Itinerary")).toEqual(["type /docs/graphql/schema/Itinerary"]);
    expect(summary("MediaImage")).toEqual(["type /docs/graphql/schema/MediaImage"]);
  });

  it("finds Type.field at the field's anchor, whatever the capitals typed", () => {
    expect(summary("Itinerary.title")).toEqual(["field /docs/graphql/schema/Itinerary#field-title title"]);
    expect(summary("itinerary.Title")).toEqual(["field /docs/graphql/schema/Itinerary#field-title title"]);
    expect(summary("ItineraryStatus.DRAFT")).toEqual(["value /docs/graphql/schema/ItineraryStatus#value-DRAFT DRAFT"]);
  });

  it("finds an argument on the field that takes it, one entry per reference page", () => {
    expect(summary("bestFit")).toEqual(["argument /docs/graphql/schema/MediaImage#field-url url(bestFit)"]);
  });

  it("finds nothing for an unknown name, a Type.field that does not exist, or a plain word", () => {
    expect(summary("Webhook")).toEqual([]);
    expect(summary("Itinerary.nope")).toEqual([]);
    expect(summary("title")).toEqual([]);
  });
});

describe("mergeNameHits", () => {
  const hit = (path: string, title: string): SearchHit => ({
    id: path,
    title,
    path,
    href: path,
    excerpt: [{ text: `About ${title}.`, mark: false }],
  });

  it("lists the named entry first, labelled, and its page only once, with Pagefind's excerpt", () => {
    const pages = [
      hit("/docs/graphql/topics/media", "Photos and media"),
      hit("/docs/graphql/schema/MediaImage", "MediaImage"),
    ];
    const merged = mergeNameHits(findSchemaNames(names, "MediaImage"), pages, 8);
    expect(merged.map((entry) => [entry.href, entry.kind])).toEqual([
      ["/docs/graphql/schema/MediaImage", "type"],
      ["/docs/graphql/topics/media", undefined],
    ]);
    expect(merged[0]?.excerpt).toEqual([{ text: "About MediaImage.", mark: false }]);
  });

  it("says what a field entry is, and keeps to the limit", () => {
    const pages = ["a", "b", "c"].map((name) => hit(`/docs/${name}`, name));
    const merged = mergeNameHits(findSchemaNames(names, "Itinerary.title"), pages, 3);
    expect(merged.map((entry) => entry.href)).toEqual([
      "/docs/graphql/schema/Itinerary#field-title",
      "/docs/a",
      "/docs/b",
    ]);
    expect(merged[0]).toMatchObject({ title: "Itinerary", heading: "title", kind: "field" });
    expect(merged[0]?.excerpt[0]?.text).toBe("Field title of Itinerary, in the schema reference.");
  });
});

describe("parseSearchNames", () => {
  it("reads a names file and refuses one that is not", () => {
    expect(parseSearchNames({ types: { A: { kind: "scalar" } } })).toEqual({
      types: { A: { kind: "scalar" } },
      words: [],
    });
    expect(() => parseSearchNames({ types: {}, words: "leaflet" })).toThrow('"words" should be a list of strings');
    expect(() => parseSearchNames([])).toThrow('/pagefind/schema-names.json should be { "types"');
    expect(() => parseSearchNames({ types: { A: { kind: "table" } } })).toThrow('type A has no known "kind"');
  });
});
