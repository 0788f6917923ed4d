/**
 * How a prerendered page and the browser's islands (src/browser/islands, src/features/*) find each other: the element ids, the `data-*`
 * names the components write and the islands look for, and the shape of the data the build hands over. Pages are
 * plain HTML until an island takes a part over; nothing else of React runs in the browser (docs/decisions/0008).
 * Runtime-neutral: no Node and no DOM.
 */
import type { NavItem } from "#shared/navigation.ts";
import type { PublicConfig } from "#shared/public-config.ts";

/** The id of the `<script type="application/json">` in every page holding its {@link PageIslandData}. */
export const PAGE_DATA_SCRIPT_ID = "page-data";

/** What every page tells its islands. */
export interface PageIslandData {
  /** The browser-safe settings (endpoints, tokens, links). */
  config: PublicConfig;
  /** The Markdown page's path and title (feedback and register-interest forms send them); none on other pages. */
  page?: { path: string; title: string };
  /**
   * The section navigation's entries the page renders, depth first, in the order of their markup ({@link navEntryData}):
   * the island pairs them with the entries rather than reading paths from links and titles from their text. None on
   * pages without a section.
   */
  nav?: NavEntryData[];
}

/** A section navigation entry as the island needs it; `children` are the entries the page renders under it. */
export interface NavEntryData {
  path: string;
  title: string;
  children?: NavEntryData[];
}

/** The island's data for the entries the section navigation renders for `items` (app/components/SectionNav.tsx). */
export function navEntryData(items: NavItem[]): NavEntryData[] {
  return items.map(({ path, title, children }) =>
    children.length > 0 ? { path, title, children: navEntryData(children) } : { path, title },
  );
}

/** Attributes the components write on the elements an island enhances. */
export const ISLAND_ATTRIBUTES = {
  /** On `<html>` once every island has been wired: the page answers input. Browser tests wait for it. */
  ready: "data-hydrated",
  /** Buttons and forms that open search (the top bar's button, the 404 page's form). */
  searchOpen: "data-search-open",
  /** The shortcut hint in the search button ("Ctrl K", "⌘K" on Apple devices). */
  searchHint: "data-search-hint",
  /** The theme switch. */
  themeToggle: "data-theme-toggle",
  /** The narrow-screen menu button; its `aria-controls` names the drawer's `<dialog>`. */
  drawerOpen: "data-drawer-open",
  /** Buttons that close the drawer. */
  drawerClose: "data-drawer-close",
  /**
   * Where the drawer shows the section navigation: the page carries the tree once, in the sidebar, and the drawer
   * borrows it while it is open.
   */
  drawerSection: "data-drawer-section",
  /** The section navigation tree (in the sidebar, or in the drawer while it is open); the value is the section's path. */
  sectionNav: "data-section-nav",
  /** Each entry (`<li>`) of the section navigation; its path and title are in the page's data ({@link PageIslandData.nav}). */
  navEntry: "data-nav-entry",
  /** Expand/collapse buttons of the section navigation; the group is the button's entry. */
  navToggle: "data-nav-toggle",
  /** "Show all" buttons after a list the page carries only part of; the value is the list's parent path. */
  navMore: "data-nav-more",
  /** The `<template>` holding one entry of the section navigation, for the entries the browser adds. */
  navTemplate: "data-nav-template",
  /** The wide-screen sidebar, scrolled so the current page is in view. */
  sidebar: "data-sidebar",
  /** Tables of contents whose links follow the scroll. */
  toc: "data-toc",
  /** The rendered Markdown: copy buttons, tabs and content widgets (maps, runners, configurators, filters). */
  prose: "data-prose",
  /** "Copy page as Markdown"; the value is the Markdown address. */
  copyPage: "data-copy-page",
  /** Buttons that copy their value as it is, such as the docs server's configuration for assistants. */
  copyText: "data-copy-text",
  /** Where a form island mounts; the value names the form ({@link FormIslandName}). */
  formIsland: "data-form-island",
  /** The year in the footer, corrected when the build is from another year. */
  currentYear: "data-current-year",
  /** On a redirect page: where to go at once. */
  redirectTo: "data-redirect-to",
} as const;

/** Where the publish stage writes a section's whole navigation tree (JSON `NavItem[]`), beside its pages. */
export function navFilePath(sectionPath: string): string {
  return `${sectionPath}/_nav.json`;
}

/** The id of a navigation group's list, shared by its toggle's `aria-controls` and the browser's additions. */
export function navGroupId(path: string): string {
  return `nav-${path.replaceAll("/", "-")}`;
}

/** The React forms that become live in the browser. */
export type FormIslandName = "page-feedback" | "register-interest";

/** The text a sidebar toggle shows, prerendered and after a click alike. */
export function navToggleLabel(title: string, open: boolean): string {
  return `${open ? "Collapse" : "Expand"} ${title}`;
}

/** The theme switch's name: it names the theme it switches to. */
export function themeToggleLabel(current: "light" | "dark" | undefined): string {
  return `Switch to ${current === "dark" ? "light" : "dark"} theme`;
}

/** The attribute that marks an element for an island, as JSX props: `<button {...islandMark("themeToggle")}>`. */
export function islandMark(name: keyof typeof ISLAND_ATTRIBUTES, value = ""): Record<string, string> {
  return { [ISLAND_ATTRIBUTES[name]]: value };
}

/** The CSS selector of the elements carrying an island attribute. */
export function islandSelector(name: keyof typeof ISLAND_ATTRIBUTES): string {
  return `[${ISLAND_ATTRIBUTES[name]}]`;
}
