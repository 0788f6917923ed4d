import { describe, expect, it } from "vitest";
import { rankResults, type RankCandidate, type RankContext } from "#features/search/rank-results.ts";

const page = (id: string, score: number, matchedMetaFields?: string[]): RankCandidate => ({
  id,
  score,
  matchedMetaFields,
});

function context(options: { exact?: string[]; wholeWordFirst?: boolean }) {
  return {
    exactIds: new Set(options.exact ?? []),
    wholeWordFirst: options.wholeWordFirst ?? true,
  } satisfies RankContext;
}

const ids = (candidates: RankCandidate[]) => candidates.map((candidate) => candidate.id);

describe("rankResults", () => {
  it("keeps Pagefind's order of pages that all hold the word: the page about it stays first (issue 31's leaflet)", () => {
    // Pagefind's own scores for `leaflet`: every page has the word, so the exact search does not reorder them.
    const results = [page("leaflet", 34.7, ["title", "keywords"]), page("mapping", 7.2), page("osm", 3.8)];
    const ranked = rankResults(results, context({ exact: ["osm", "mapping", "leaflet"] }));
    expect(ids(ranked)).toEqual(["leaflet", "mapping", "osm"]);
  });

  it("lets the exact words break a near tie, and only a near tie", () => {
    const close = [page("partial", 10), page("whole", 9.8)];
    expect(ids(rankResults(close, context({ exact: ["whole"], wholeWordFirst: false })))).toEqual(["whole", "partial"]);
    const apart = [page("about", 20, ["title"]), page("mentions", 9)];
    expect(ids(rankResults(apart, context({ exact: ["mentions"], wholeWordFirst: false })))).toEqual([
      "about",
      "mentions",
    ]);
  });

  it("puts one-word matches of the whole word before longer words it starts (web before website)", () => {
    const results = [page("website-builders", 8.7, ["keywords"]), page("tutorials", 8.5), page("fonts", 5.6)];
    const ranked = rankResults(results, context({ exact: ["tutorials", "fonts"] }));
    expect(ids(ranked)).toEqual(["tutorials", "fonts", "website-builders"]);
  });

  it("does not let the Troubleshooting page, which holds the word in many entries, overturn the page about it", () => {
    // The Troubleshooting page's body is weighed down in the index; here it still out-scores the guide on words.
    const results = [page("troubleshooting", 30, ["description"]), page("pagination", 26, ["title", "keywords"])];
    expect(ids(rankResults(results, context({ exact: ["troubleshooting", "pagination"] })))).toEqual([
      "pagination",
      "troubleshooting",
    ]);
  });

  it("still lists the Troubleshooting page first when it is what the query is about", () => {
    const results = [page("integration", 6), page("troubleshooting", 40, ["title", "keywords"])];
    expect(ids(rankResults(results, context({ exact: ["integration", "troubleshooting"] })))).toEqual([
      "troubleshooting",
      "integration",
    ]);
  });

  it("lists each page once, as Pagefind gave them (one result per page), whole-word pages first", () => {
    const results = [page("a", 3), page("b", 3), page("c", 1)];
    const ranked = rankResults(results, context({ exact: ["c"] }));
    expect([...ids(ranked)].sort()).toEqual(["a", "b", "c"]);
    expect(ids(ranked)).toEqual(["c", "a", "b"]);
  });

  it("lists reference pages as their own group after the guides when the query names a schema entry", () => {
    // bestFit: short operation pages that use it in their code out-score the guides that explain it.
    const results = [page("GetProfile", 5.9), page("GetMediaImage", 5.4), page("rendering-content", 4.6)];
    const referenceIds = new Set(["GetProfile", "GetMediaImage"]);
    const exact = ["GetProfile", "GetMediaImage", "rendering-content"];
    expect(ids(rankResults(results, { ...context({ exact }), referenceIds }))).toEqual([
      "rendering-content",
      "GetProfile",
      "GetMediaImage",
    ]);
  });

  it("returns nothing for no results", () => {
    expect(rankResults([], context({}))).toEqual([]);
  });
});
