import { API_CHANGES_FEED } from "#shared/api-changes-feed.ts";
import type { DocRouteData } from "./page-data.ts";

/** One element of a page's head (app/components/HeadTags.tsx renders it). */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { httpEquiv: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string }
  | { "script:ld+json": object };

/** Title, description, canonical URL, Markdown alternate and social cards for one route. */
export function buildPageMeta(data: DocRouteData): HeadTag[] {
  if (data.kind === "not-found") {
    return [{ title: `Page not found | ${data.siteName}` }, { name: "robots", content: "noindex" }];
  }
  if (data.kind === "redirect") {
    const target = data.external ? data.to : `${data.siteUrl}${data.to}`;
    return [
      { title: `${data.title} | ${data.siteName}` },
      { httpEquiv: "refresh", content: `0; url=${data.to}` },
      { name: "robots", content: "noindex" },
      { tagName: "link", rel: "canonical", href: target },
    ];
  }
  const { page, siteName, siteUrl } = data;
  const title = `${page.title} | ${siteName}`;
  const url = `${siteUrl}${page.path}`;
  const meta: HeadTag[] = [
    { title },
    { tagName: "link", rel: "canonical", href: url },
    // Tools and assistants that look for a Markdown version find the page's export here.
    { tagName: "link", rel: "alternate", type: "text/markdown", href: page.markdownUrl },
    // The API changes page's versions as an Atom feed, written at publish (src/build/publish/api-changes-feed.ts).
    ...(page.path === API_CHANGES_FEED.page
      ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", href: API_CHANGES_FEED.feed } as const]
      : []),
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
  ];
  if (page.description) {
    meta.push(
      { name: "description", content: page.description },
      { property: "og:description", content: page.description },
      { name: "twitter:description", content: page.description },
    );
  }
  if (page.keywords?.length) meta.push({ name: "keywords", content: page.keywords.join(", ") });
  if (data.breadcrumbs.length > 0) meta.push({ "script:ld+json": breadcrumbList(data) });
  return meta;
}

function breadcrumbList(data: Extract<DocRouteData, { kind: "page" }>) {
  const items = [
    ...data.breadcrumbs.filter((crumb) => !crumb.external),
    { title: data.page.title, href: data.page.path },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.title,
      item: `${data.siteUrl}${item.href}`,
    })),
  };
}
