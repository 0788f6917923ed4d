import type { NavItem, NavLink } from "#shared/navigation.ts";
import type { TocHeading } from "#shared/toc-heading.ts";

/** A markdown page as the browser receives it. */
export interface PageView {
  path: string;
  title: string;
  description?: string;
  keywords?: string[];
  label?: string;
  oneColumn: boolean;
  showToc: boolean;
  html: string;
  headings: TocHeading[];
  lastUpdated?: string;
  editUrl: string;
  markdownUrl: string;
  /** It holds an embed configurator, whose preview frames the embed host (its security policy allows that). */
  embedPreview: boolean;
}

/** Everything the docs frame shows around a page. */
export interface DocPageData {
  kind: "page";
  page: PageView;
  /** The section's navigation around the page: `total` entries at its top level, `items` of them listed. */
  section?: { title: string; href: string; path: string; total: number; items: NavItem[] };
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
  cards: NavLink[];
  siteUrl: string;
  siteName: string;
}

/** A redirect or forward path: the page moves on at once. */
export interface RedirectPageData {
  kind: "redirect";
  path: string;
  title: string;
  to: string;
  external: boolean;
  siteUrl: string;
  siteName: string;
}

/** A path with no page. */
export interface NotFoundData {
  kind: "not-found";
  /** The path asked for: the 404 page's own, or under `npm run dev` any unknown one. */
  path: string;
  siteName: string;
}

/** What the documentation route renders for one path (app/data/doc-route.server.ts reads it). */
export type DocRouteData = DocPageData | RedirectPageData | NotFoundData;
