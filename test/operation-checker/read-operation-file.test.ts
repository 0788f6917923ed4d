import { describe, expect, it } from "vitest";
import { readOperationFile } from "#features/operation-checker/read-operation-file.ts";

describe("readOperationFile", () => {
  it("takes a .graphql or .gql file as it is, even one that does not parse (the checker reports where)", () => {
    expect(readOperationFile("trip.graphql", 20, "query { itinerary {")).toEqual({
      ok: true,
      text: "query { itinerary {",
    });
    expect(readOperationFile("TRIP.GQL", 12, "{ __typename }")).toEqual({ ok: true, text: "{ __typename }" });
  });

  it("takes a file of another name when its text parses as GraphQL", () => {
    expect(readOperationFile("saved.txt", 14, "{ __typename }")).toEqual({ ok: true, text: "{ __typename }" });
  });

  it("refuses a file that is not GraphQL, by name", () => {
    expect(readOperationFile("notes.json", 9, '{"a": 1}')).toEqual({
      ok: false,
      message: "`notes.json` is not a GraphQL file: it neither ends in .graphql or .gql nor parses as GraphQL.",
    });
  });

  it("refuses binary data, even under a .graphql name", () => {
    expect(readOperationFile("photo.graphql", 6, "\u0089PNG\r\n\u001a\n\u0000\u0000")).toEqual({
      ok: false,
      message: "`photo.graphql` is not a GraphQL file: it is not text. Choose a .graphql or .gql file.",
    });
  });

  it("says an empty file has nothing to check", () => {
    expect(readOperationFile("empty.graphql", 0, "\n")).toEqual({
      ok: false,
      message: "`empty.graphql` is empty: there is nothing to check.",
    });
  });

  it("refuses a file too large to be operations", () => {
    expect(readOperationFile("dump.graphql", 5_000_000, "")).toEqual({
      ok: false,
      message: "`dump.graphql` is 5.0 MB: too large for a file of GraphQL operations.",
    });
  });
});
