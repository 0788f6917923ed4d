import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { findAncestors, findNode, normalizePath } from "#build/content/doc-node.ts";
import { buildSectionNav, finalHref, findPrevNext, findSection, toNavLink } from "#build/content/navigation.ts";
import type { SiteSource } from "#build/site-cache/site-source.ts";
import { buildEditUrl } from "./edit-url.ts";
import type { DocRouteData } from "./page-data.ts";

/**
 * Build-time data of one document: turns a path of `site` into what its page shows. Never shipped to the browser.
 * `pathname` is decoded (`/docs/a b`, not `/docs/a%20b`).
 */
export function loadDocRoute(site: SiteSource, pathname: string): DocRouteData {
  const config = getSiteConfig();
  const siteName = config.name;
  const siteUrl = config.siteUrl;
  const tree = site.tree;
  const path = normalizePath(pathname);
  const node = findNode(tree, path);
  if (!node || node.path !== path) return { kind: "not-found", path, siteName };
  if (node.type !== "markdown") {
    const target = finalHref(tree, node);
    return { kind: "redirect", path, title: node.title, to: target.href, external: target.external, siteUrl, siteName };
  }
  const record = site.readPage(path);
  const section = findSection(tree, path);
  const ancestors = findAncestors(tree, path).filter((ancestor) => ancestor.path !== "/" && ancestor.path !== "/docs");
  const { docs, docsBranch } = config.repositories;
  return {
    kind: "page",
    siteName,
    siteUrl,
    page: {
      path,
      title: node.title,
      description: node.metadata.description,
      keywords: node.metadata.keywords,
      label: node.metadata.label,
      oneColumn: node.metadata.layout === "1-col",
      showToc: node.metadata.toc !== false && record.headings.length >= 2,
      html: record.html,
      headings: record.headings,
      lastUpdated: record.lastUpdated,
      editUrl: buildEditUrl(docs, docsBranch, record.file),
      markdownUrl: `${path}.md`,
      embedPreview: record.embedPreview,
    },
    section: section && {
      title: section.title,
      href: finalHref(tree, section).href,
      path: section.path,
      total: section.children.length,
      items: buildSectionNav(tree, section, path),
    },
    breadcrumbs: ancestors.map((ancestor) => toNavLink(tree, ancestor)),
    ...findPrevNext(tree, path),
    cards: node.children.map((child) => toNavLink(tree, child)),
  };
}
