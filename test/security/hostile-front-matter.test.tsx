// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeadTags } from "#app/components/HeadTags.tsx";
import { buildPageMeta } from "#app/data/page-meta.ts";
import type { DocPageData } from "#app/data/page-data.ts";

const HOSTILE = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)>`;

const data: DocPageData = {
  kind: "page",
  siteName: "Site",
  siteUrl: "https://docs.example.com",
  page: {
    path: "/docs/hostile",
    title: HOSTILE,
    description: HOSTILE,
    keywords: [HOSTILE],
    oneColumn: false,
    showToc: false,
    html: "",
    headings: [],
    editUrl: "https://example.com/edit",
    markdownUrl: "/docs/hostile.md",
    embedPreview: false,
  },
  breadcrumbs: [{ title: HOSTILE, href: "/docs", external: false }],
  cards: [],
};

describe("front-matter strings in the head", () => {
  it("are escaped in the title, meta tags and JSON-LD", () => {
    const { container } = render(<HeadTags tags={buildPageMeta(data)} />);
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull();
    // No element was created from the hostile text: no executable script, no image with a handler.
    expect(document.querySelectorAll("script:not([type]), img, [onerror]")).toHaveLength(0);
    const jsonLd = container.querySelector('script[type="application/ld+json"]')?.textContent ?? "";
    expect(jsonLd).not.toContain("</script>");
    expect((JSON.parse(jsonLd) as { itemListElement: { name: string }[] }).itemListElement[0]?.name).toBe(HOSTILE);
    expect(document.title).toBe(`${HOSTILE} | Site`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(HOSTILE);
    expect(document.head.querySelectorAll("script, img")).toHaveLength(0);
  });
});
