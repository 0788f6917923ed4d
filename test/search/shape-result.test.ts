import { describe, expect, it } from "vitest";
import type { PagefindResultData, PagefindSubResult } from "#features/search/pagefind-types.ts";
import { countMarkedWords, pickBestSection, shapeResult } from "#features/search/shape-result.ts";

function section(title: string, url: string, scores: number[], anchorId?: string): PagefindSubResult {
  return {
    title,
    url,
    excerpt: `about <mark>${title}</mark>`,
    anchor: anchorId ? { element: "h2", id: anchorId, text: title, location: 10 } : undefined,
    weighted_locations: scores.map((balanced_score, location) => ({ weight: 1, balanced_score, location })),
  };
}

function page(subResults: PagefindSubResult[], meta: PagefindResultData["meta"] = { title: "Token authorization" }) {
  return {
    url: "/docs/graphql/token-authorization/",
    excerpt: "page <mark>excerpt</mark>",
    meta,
    sub_results: subResults,
  };
}

describe("pickBestSection", () => {
  it("picks the section whose matches score highest in total", () => {
    const intro = section("Intro", "/a/", [5]);
    const safe = section("Keeping tokens safe", "/a/#safe", [3, 4], "safe");
    expect(pickBestSection([intro, safe])).toBe(safe);
  });

  it("prefers the section showing more different query words over one scoring high on a common word", () => {
    const heading = { ...section("Sending the token", "/a/#send", [16000], "send"), excerpt: "<mark>the</mark> token" };
    const sentence = {
      ...section("Keeping tokens safe", "/a/#safe", [400, 400, 400], "safe"),
      excerpt: "a <mark>leak</mark> <mark>in</mark> <mark>one</mark>",
    };
    expect(pickBestSection([heading, sentence])).toBe(sentence);
  });

  it("keeps the first section on a tie, and returns nothing for no sections", () => {
    const first = section("First", "/a/", [2]);
    expect(pickBestSection([first, section("Second", "/a/#b", [2], "b")])).toBe(first);
    expect(pickBestSection([])).toBeUndefined();
  });
});

describe("shapeResult", () => {
  it("leads to the best heading's anchor and shows that heading and its excerpt", () => {
    const data = page([
      section("Token authorization", "/docs/graphql/token-authorization/", [1]),
      section(
        "Keeping tokens safe",
        "/docs/graphql/token-authorization/#keeping-tokens-safe",
        [9],
        "keeping-tokens-safe",
      ),
    ]);
    expect(shapeResult("p1", data)).toEqual({
      id: "p1",
      title: "Token authorization",
      path: "/docs/graphql/token-authorization",
      href: "/docs/graphql/token-authorization#keeping-tokens-safe",
      heading: "Keeping tokens safe",
      excerpt: [
        { text: "about ", mark: false },
        { text: "Keeping tokens safe", mark: true },
      ],
    });
  });

  it("leads to the page itself, without a heading, when the best match is above the first heading", () => {
    const hit = shapeResult("p1", page([section("Token authorization", "/docs/graphql/token-authorization/", [9])]));
    expect(hit.href).toBe("/docs/graphql/token-authorization");
    expect(hit.heading).toBeUndefined();
  });

  it("falls back to the page excerpt without sections, and to the path without a title", () => {
    const hit = shapeResult("p1", page([], {}));
    expect(hit.title).toBe("/docs/graphql/token-authorization");
    expect(hit.excerpt).toEqual([
      { text: "page ", mark: false },
      { text: "excerpt", mark: true },
    ]);
  });
});

describe("countMarkedWords", () => {
  it("counts different marked words, ignoring case and punctuation", () => {
    expect(
      countMarkedWords("<mark>The</mark> leak: <mark>the</mark> <mark>others.</mark> and <mark>Others</mark>"),
    ).toBe(2);
    expect(countMarkedWords("nothing marked")).toBe(0);
  });
});
