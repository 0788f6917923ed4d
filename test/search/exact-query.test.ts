import { describe, expect, it } from "vitest";
import { toExactQuery } from "#features/search/exact-query.ts";
import { foundOnlyPartialMatches, type SearchState } from "#features/search/search-state.ts";

describe("toExactQuery", () => {
  it("quotes the term, and leaves a term the reader already quoted to Pagefind as it is", () => {
    expect(toExactQuery("webhook")).toBe('"webhook"');
    expect(toExactQuery('"best bakeries" town')).toBeUndefined();
  });
});

describe("foundOnlyPartialMatches", () => {
  const done = (term: string, total: number, exactTotal?: number): SearchState => ({
    status: "done",
    term,
    hits: [],
    total,
    exactTotal,
  });

  it("is true for a one-word search whose matches are all partial (web for webhook)", () => {
    expect(foundOnlyPartialMatches(done("webhook", 26, 0))).toBe(true);
  });

  it("is false when some page has the word, nothing matched, or the search has several words", () => {
    expect(foundOnlyPartialMatches(done("web", 47, 26))).toBe(false);
    expect(foundOnlyPartialMatches(done("webhook", 0, 0))).toBe(false);
    expect(foundOnlyPartialMatches(done("token safety", 3, 0))).toBe(false);
  });
});
