// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SectionNav, type SectionNavProps } from "#app/components/SectionNav.tsx";
import { wireSectionNav } from "#browser/islands/section-nav.ts";
import type { NavItem } from "#shared/navigation.ts";
import { navEntryData, type PageIslandData } from "#shared/page-islands.ts";
import type { PublicConfig } from "#shared/public-config.ts";

function page(title: string, path: string, href = path): NavItem {
  return { title, path, href, external: false, children: [], childCount: 0 };
}

function group(title: string, path: string, children: NavItem[], childCount = children.length): NavItem {
  return { ...page(title, path), children, childCount };
}

/** A section whose "Topics" group the page carries (with a page that moved) and whose "Schema types" it does not. */
const SECTION: SectionNavProps["section"] = {
  title: "GraphQL API",
  href: "/docs/graphql",
  path: "/docs/graphql",
  total: 3,
  items: [
    page("Overview", "/docs/graphql/overview"),
    group("Topics", "/docs/graphql/topics", [
      page("Lists", "/docs/graphql/topics/lists"),
      page("Old lists", "/docs/graphql/topics/old-lists", "/docs/graphql/topics/lists"),
    ]),
    group("Schema types", "/docs/graphql/schema", [], 2),
  ],
};

/** The section's navigation file, as the publish stage writes it. */
const SECTION_FILE: NavItem[] = [
  SECTION.items[0]!,
  SECTION.items[1]!,
  group("Schema types", "/docs/graphql/schema", [
    page("Itinerary", "/docs/graphql/schema/Itinerary"),
    group("Scalars", "/docs/graphql/schema/scalars", [], 4),
  ]),
];

function renderPage(pathname: string): PageIslandData {
  document.body.innerHTML = renderToStaticMarkup(createElement(SectionNav, { section: SECTION, pathname }));
  return { config: {} as PublicConfig, nav: navEntryData(SECTION.items) };
}

function toggle(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll<HTMLButtonElement>("button[data-nav-toggle]")].find((candidate) =>
    candidate.getAttribute("aria-label")?.endsWith(` ${name}`),
  );
  if (!button) throw new Error(`No toggle for ${name}`);
  return button;
}

/** Lets the island's fetch and its awaits settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("wireSectionNav", () => {
  it("opens and closes a group under the title the page's data gives, and remembers it by its path", async () => {
    wireSectionNav(renderPage("/docs/graphql/overview"));
    const topics = toggle("Topics");
    expect(topics.getAttribute("aria-label")).toBe("Expand Topics");

    topics.click();
    await settle();
    expect(topics.getAttribute("aria-expanded")).toBe("true");
    expect(topics.getAttribute("aria-label")).toBe("Collapse Topics");
    expect(document.getElementById(topics.getAttribute("aria-controls")!)!.hidden).toBe(false);
    expect(JSON.parse(sessionStorage.getItem("nav-groups")!)).toEqual({ "/docs/graphql/topics": true });
  });

  it("fills a group the page does not carry from the section's file, and its new groups answer with their own titles", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify(SECTION_FILE))));
    wireSectionNav(renderPage("/docs/graphql/overview"));

    toggle("Schema types").click();
    await settle();
    expect(fetch).toHaveBeenCalledWith("/docs/graphql/_nav.json");
    const list = document.getElementById("nav--docs-graphql-schema")!.querySelector("ul")!;
    expect([...list.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "/docs/graphql/schema/Itinerary",
      "/docs/graphql/schema/scalars",
    ]);

    const scalars = toggle("Scalars");
    expect(scalars.getAttribute("aria-label")).toBe("Expand Scalars");
    scalars.click();
    await settle();
    // The group is found by the path the island recorded when it added the entry.
    expect(JSON.parse(sessionStorage.getItem("nav-groups")!)).toEqual({
      "/docs/graphql/schema": true,
      "/docs/graphql/schema/scalars": true,
    });
  });

  it("reopens the groups opened earlier in the visit, found by their paths in the page's data", async () => {
    sessionStorage.setItem("nav-groups", JSON.stringify({ "/docs/graphql/topics": true }));
    wireSectionNav(renderPage("/docs/graphql/overview"));
    await settle();
    expect(toggle("Topics").getAttribute("aria-expanded")).toBe("true");
  });

  it("leaves the groups as they are, and says why, when the page's data and the entries disagree", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const data = renderPage("/docs/graphql/overview");
    wireSectionNav({ ...data, nav: data.nav!.slice(1) });
    expect(warn.mock.calls[0]?.[0]).toMatchInlineSnapshot(
      `"Section navigation: 5 entries, 4 in #page-data; groups left as shown. SectionNav.tsx and navEntryData (src/shared/page-islands.ts) must list the same entries."`,
    );
    toggle("Topics").click();
    await settle();
    expect(toggle("Topics").getAttribute("aria-expanded")).toBe("false");
  });
});
