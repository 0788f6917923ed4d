import { describe, expect, it } from "vitest";
import { parseExcerpt } from "#features/search/parse-excerpt.ts";

describe("parseExcerpt", () => {
  it("splits an excerpt into plain and marked segments, in order", () => {
    expect(parseExcerpt("Send the <mark>access</mark> <mark>token</mark> with each call.")).toEqual([
      { text: "Send the ", mark: false },
      { text: "access", mark: true },
      { text: " ", mark: false },
      { text: "token", mark: true },
      { text: " with each call.", mark: false },
    ]);
  });

  it("returns one plain segment when nothing is marked, and none for an empty excerpt", () => {
    expect(parseExcerpt("No matches here.")).toEqual([{ text: "No matches here.", mark: false }]);
    expect(parseExcerpt("")).toEqual([]);
  });

  it("turns Pagefind's escaped angle brackets back into text, so markup in the page shows as written", () => {
    expect(parseExcerpt("pattern place/&lt;provider&gt;:<mark>&lt;id&gt;</mark>")).toEqual([
      { text: "pattern place/<provider>:", mark: false },
      { text: "<id>", mark: true },
    ]);
  });

  it("keeps any other tag as literal text rather than markup", () => {
    expect(parseExcerpt('<img src=x onerror="alert(1)"> <mark>map</mark>')).toEqual([
      { text: '<img src=x onerror="alert(1)"> ', mark: false },
      { text: "map", mark: true },
    ]);
  });

  it("leaves ampersands alone, since Pagefind does not escape them", () => {
    expect(parseExcerpt("AT&amp;T &amp; <mark>maps</mark>")).toEqual([
      { text: "AT&amp;T &amp; ", mark: false },
      { text: "maps", mark: true },
    ]);
  });
});
