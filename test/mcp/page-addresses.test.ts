import { describe, expect, it } from "vitest";
import { normalizePagePath, type DocsSite } from "#build/mcp/docs-site.ts";
import { extractMemberEntry } from "#build/mcp/reference-entry.ts";

const site: DocsSite = { clientDir: "/site", schemaDir: "/schema", rootDir: "/", siteUrl: "https://docs.example.com" };

describe("the page address an assistant gives", () => {
  it("becomes the site path, whatever its form", () => {
    for (const given of [
      "/docs/embed",
      "docs/embed/",
      "/docs/embed.md",
      "/docs/embed/index.html",
      " https://docs.example.com/docs/embed#usage ",
      "http://localhost:3000/docs/embed?x=1",
    ]) {
      expect(normalizePagePath(site, given), given).toBe("/docs/embed");
    }
  });

  it("is refused when it climbs out of the site", () => {
    expect(normalizePagePath(site, "/docs/../../etc/passwd")).toBeUndefined();
    expect(normalizePagePath(site, "./docs")).toBeUndefined();
  });
});

describe("a member's entry on its type's reference page", () => {
  const page = [
    "# TravelMode",
    "## Values",
    "### `TravelMode.CAR` {#value-CAR}",
    "By car.",
    "```graphql",
    "# not a heading",
    "```",
    "### `TravelMode.CARPOOL` {#value-CARPOOL}",
    "Shared car.",
    "## Used by",
  ].join("\n");

  it("runs from its heading to the next heading of its level or above, skipping code", () => {
    expect(extractMemberEntry(page, "TravelMode", "CAR")).toBe(
      "### `TravelMode.CAR` {#value-CAR}\nBy car.\n```graphql\n# not a heading\n```",
    );
    expect(extractMemberEntry(page, "TravelMode", "CARPOOL")).toBe(
      "### `TravelMode.CARPOOL` {#value-CARPOOL}\nShared car.",
    );
  });

  it("is undefined for a member the page does not have", () => {
    expect(extractMemberEntry(page, "TravelMode", "BOAT")).toBeUndefined();
  });
});
