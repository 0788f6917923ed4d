import { describe, expect, it } from "vitest";
import {
  collectCodeIdentifiers,
  isSearchableIdentifier,
  MAX_IDENTIFIERS_PER_PAGE,
} from "#build/markdown/collect-code-identifiers.ts";

describe("collectCodeIdentifiers", () => {
  it("collects camelCase, PascalCase and snake_case names from code, once per page, in first-seen order", () => {
    const blocks = [
      "mutation { createItineraryLocation(input: { bestFit: true }) { id } }",
      "const image: MediaImage = data.bestFit ? bestFit : fallback; // access_token",
    ];
    expect(collectCodeIdentifiers(blocks)).toEqual([
      "createItineraryLocation",
      "bestFit",
      "MediaImage",
      "access_token",
    ]);
  });

  it("leaves out plain words, keywords and short names that prose already holds", () => {
    for (const word of ["const", "query", "true", "id", "Map", "aB"]) expect(isSearchableIdentifier(word)).toBe(false);
  });

  it("drops the leading $ or _ of variables and private names", () => {
    expect(collectCodeIdentifiers(["query ($itineraryId: ID!) { _privateThing }"])).toEqual([
      "itineraryId",
      "privateThing",
    ]);
  });

  it("stops at the per-page limit on generated pages", () => {
    const many = Array.from({ length: MAX_IDENTIFIERS_PER_PAGE + 50 }, (_, index) => `fieldName${index}x`).join(" ");
    expect(collectCodeIdentifiers([many])).toHaveLength(MAX_IDENTIFIERS_PER_PAGE);
  });
});
