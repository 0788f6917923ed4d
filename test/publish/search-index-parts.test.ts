import { describe, expect, it } from "vitest";
import { searchIndexParts } from "#build/publish/search-index-parts.ts";

const site = [
  "docs/index.html",
  "docs/maps/index.html",
  "docs/maps/styles/index.html",
  "docs/trips/index.html",
  "docs/trips/stops/index.html",
  "docs/trips/stops/order/index.html",
  "docs/trips/days/index.html",
];

describe("searchIndexParts", () => {
  it("keeps a site that fits one part in one index over its top folder", () => {
    expect(searchIndexParts(site, 7)).toEqual(["docs/**/*.html"]);
    expect(searchIndexParts(site)).toEqual(["docs/**/*.html"]);
  });

  it("splits a larger site by folders in path order, each part within the limit", () => {
    expect(searchIndexParts(site, 3)).toEqual([
      "{docs/index.html,docs/maps/**/*.html}",
      "{docs/trips/index.html,docs/trips/days/**/*.html}",
      "docs/trips/stops/**/*.html",
    ]);
  });

  it("splits a folder too large for a part down to its files", () => {
    const wide = ["a", "b", "c"].map((name) => `docs/${name}.html`);
    expect(searchIndexParts(wide, 2)).toEqual(["{docs/a.html,docs/b.html}", "docs/c.html"]);
    expect(searchIndexParts(["docs/x/index.html", "docs/x/y/index.html"], 1)).toEqual([
      "docs/x/index.html",
      "docs/x/y/**/*.html",
    ]);
  });

  it("makes the characters Pagefind's globs give a meaning literal in folder names", () => {
    expect(searchIndexParts(["docs/a{b}/index.html", "docs/c/index.html"], 1)).toEqual([
      "docs/a\\{b\\}/**/*.html",
      "docs/c/**/*.html",
    ]);
  });

  it("refuses a part size below one page", () => {
    expect(() => searchIndexParts(site, 0)).toThrow("Search index parts need at least one page each; got 0.");
  });
});
