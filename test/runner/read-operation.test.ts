import { describe, expect, it } from "vitest";
import { readOperation } from "#features/runner/read-operation.ts";

describe("readOperation", () => {
  it("reads the type and name of a named operation", () => {
    expect(readOperation("query GetItinerary($id: ID!) { itinerary(id: $id) { id } }")).toEqual({
      type: "query",
      name: "GetItinerary",
    });
    expect(readOperation("mutation CreateList { createItinerary { itinerary { id } } }")).toEqual({
      type: "mutation",
      name: "CreateList",
    });
  });

  it("treats the `{ … }` shorthand as an anonymous query", () => {
    expect(readOperation("{ authorizedProfiles(first: 1) { nodes { id } } }")).toEqual({ type: "query" });
  });

  it("reads an unnamed operation without a name", () => {
    expect(readOperation("mutation { endMutationSession(resourceId: 1) { result } }")).toEqual({ type: "mutation" });
  });

  it("skips fragments defined before the operation", () => {
    const document = "fragment Fields on Itinerary { id title }\nmutation Save { createItinerary { ...Fields } }";
    expect(readOperation(document)).toEqual({ type: "mutation", name: "Save" });
  });

  it("ignores keywords and braces inside comments, strings and selections", () => {
    const document = [
      '# mutation Hidden { "',
      'query Search { places(query: "mutation { x }") { query """ mutation """ } }',
    ].join("\n");
    expect(readOperation(document)).toEqual({ type: "query", name: "Search" });
  });

  it("finds nothing in a document without an operation", () => {
    expect(readOperation("fragment Fields on Itinerary { id }")).toBeUndefined();
    expect(readOperation("")).toBeUndefined();
  });
});
