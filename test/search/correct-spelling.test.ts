import { describe, expect, it } from "vitest";
import { correctSpelling, editDistance } from "#features/search/correct-spelling.ts";

const words = ["leaflet", "qgis", "unsplash", "website", "pagination", "embed", "embeds", "oembed"];

describe("editDistance", () => {
  it("counts insertions, deletions, replacements and swapped neighbours as one edit each", () => {
    expect(editDistance("unsplsh", "unsplash", 2)).toBe(1);
    expect(editDistance("qgsi", "qgis", 2)).toBe(1);
    expect(editDistance("leaflat", "leaflet", 2)).toBe(1);
    expect(editDistance("paginaton", "pagination", 2)).toBe(1);
    expect(editDistance("same", "same", 2)).toBe(0);
  });

  it("stops at the limit plus one", () => {
    expect(editDistance("webhook", "website", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("correctSpelling", () => {
  it("corrects a misspelt word to the site's closest title or keyword word", () => {
    expect(correctSpelling("unsplsh", words)).toBe("unsplash");
    expect(correctSpelling("QGSI", words)).toBe("qgis");
    expect(correctSpelling(" leaflat ", words)).toBe("leaflet");
  });

  it("prefers the word closest in length when two are as many edits away", () => {
    expect(correctSpelling("embd", words)).toBe("embed");
  });

  it("leaves alone words of the site, words with nothing close, short words and phrases", () => {
    expect(correctSpelling("leaflet", words)).toBeUndefined();
    expect(correctSpelling("webhook", words)).toBeUndefined();
    expect(correctSpelling("qgi", words)).toBeUndefined();
    expect(correctSpelling("unsplsh photos", words)).toBeUndefined();
    expect(correctSpelling("unsplsh", [])).toBeUndefined();
  });
});
