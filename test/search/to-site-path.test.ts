import { describe, expect, it } from "vitest";
import { toSitePath } from "#features/search/to-site-path.ts";

describe("toSitePath", () => {
  it("drops the trailing slash Pagefind leaves after stripping index.html", () => {
    expect(toSitePath("/docs/graphql/")).toBe("/docs/graphql");
  });

  it("drops index.html and .html when Pagefind keeps them", () => {
    expect(toSitePath("/docs/graphql/index.html")).toBe("/docs/graphql");
    expect(toSitePath("/docs/mapping.html")).toBe("/docs/mapping");
  });

  it("keeps the heading anchor", () => {
    expect(toSitePath("/docs/graphql/topics/token-authorization/#keeping-tokens-safe")).toBe(
      "/docs/graphql/topics/token-authorization#keeping-tokens-safe",
    );
  });

  it("keeps the site root as /", () => {
    expect(toSitePath("/")).toBe("/");
    expect(toSitePath("/index.html")).toBe("/");
  });

  it("leaves addresses on other sites unchanged", () => {
    expect(toSitePath("https://example.com/docs/")).toBe("https://example.com/docs/");
  });
});
