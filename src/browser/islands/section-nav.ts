import type { NavItem } from "#shared/navigation.ts";
import {
  ISLAND_ATTRIBUTES,
  islandSelector,
  navFilePath,
  navGroupId,
  navToggleLabel,
  type PageIslandData,
} from "#shared/page-islands.ts";
import { addNavEntry, navEntryOf, pairNavEntries } from "./nav-entries.ts";

/** Where the groups the reader opened or closed are kept for the visit, so moving between pages does not reset them. */
const STORAGE_KEY = "nav-groups";

/**
 * The section navigation (one tree, in the sidebar or lent to the drawer while it is open): groups open and close, a group
 * or list the page does not carry in full is filled from the section's navigation file, the reader's earlier choices
 * are reapplied, and the sidebar is scrolled to the current page. Entries' paths and titles come from the page's data.
 */
export function wireSectionNav(data: PageIslandData | undefined): void {
  const nav = document.querySelector<HTMLElement>(islandSelector("sectionNav"));
  if (!nav) return;
  // In the first frame, before it is painted: reading positions then costs no layout of its own. (Even when the page's
  // data is missing or disagrees with the entries, which leaves only the groups as they are.)
  requestAnimationFrame(() => {
    for (const sidebar of document.querySelectorAll<HTMLElement>(islandSelector("sidebar")))
      scrollCurrentIntoView(sidebar);
  });
  if (!pairNavEntries(nav, data?.nav)) return;
  const remembered = readRemembered();
  const setOpen = (path: string, open: boolean) => {
    const button = findEntry(nav, path)?.querySelector<HTMLButtonElement>(
      `:scope > div > ${islandSelector("navToggle")}`,
    );
    return button ? showGroup(nav, button, open) : Promise.resolve();
  };
  for (const [path, open] of Object.entries(remembered)) void setOpen(path, open);
  nav.addEventListener("click", (event) => {
    const target = event.target as Element;
    const toggle = target.closest<HTMLButtonElement>(islandSelector("navToggle"));
    if (toggle) {
      const path = entryPath(toggle.closest("li"));
      const open = toggle.getAttribute("aria-expanded") !== "true";
      void setOpen(path, open);
      remembered[path] = open;
      writeRemembered(remembered);
      return;
    }
    const more = target.closest<HTMLButtonElement>(islandSelector("navMore"));
    if (more) void showWholeList(nav, more);
  });
}

async function showGroup(nav: HTMLElement, button: HTMLButtonElement, open: boolean): Promise<void> {
  const entry = button.closest("li");
  const list = document.getElementById(button.getAttribute("aria-controls") ?? "")?.querySelector("ul");
  if (open && list && list.children.length === 0) {
    const filled = await fillList(nav, list, entryPath(entry));
    if (!filled) return;
  }
  button.setAttribute("aria-expanded", String(open));
  button.setAttribute("aria-label", navToggleLabel(navEntryOf(entry)?.title ?? "", open));
  const group = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (group) group.hidden = !open;
}

/** Replaces "Show all N" with the whole list, keeping the entries already there; focus goes to the first new one. */
async function showWholeList(nav: HTMLElement, button: HTMLButtonElement): Promise<void> {
  const list = button.closest("ul");
  if (!list) return;
  const before = new Set(entriesOf(list).keys());
  if (!(await fillList(nav, list, button.getAttribute(ISLAND_ATTRIBUTES.navMore) ?? ""))) return;
  const added = [...entriesOf(list)].find(([path]) => !before.has(path))?.[1];
  added?.querySelector("a")?.focus();
}

/** Fills `list` with every entry under `parentPath`, from the section's navigation file. Returns whether it could. */
async function fillList(nav: HTMLElement, list: HTMLUListElement, parentPath: string): Promise<boolean> {
  const sectionPath = nav.getAttribute(ISLAND_ATTRIBUTES.sectionNav) ?? "";
  let items: NavItem[] | undefined;
  try {
    const tree = await loadSectionNav(sectionPath);
    items = parentPath === sectionPath ? tree : findItem(tree, parentPath)?.children;
  } catch (error) {
    console.warn(`The navigation of ${sectionPath} could not load; its group pages still list their pages.`, error);
    return false;
  }
  if (!items) return false;
  const existing = entriesOf(list);
  list.replaceChildren(...items.map((item) => existing.get(item.path) ?? createEntry(nav, item)));
  return true;
}

const sectionNavs = new Map<string, Promise<NavItem[]>>();

function loadSectionNav(sectionPath: string): Promise<NavItem[]> {
  let loading = sectionNavs.get(sectionPath);
  if (!loading) {
    loading = fetch(navFilePath(sectionPath)).then((response) => {
      if (!response.ok) throw new Error(`${navFilePath(sectionPath)}: HTTP ${response.status}`);
      return response.json() as Promise<NavItem[]>;
    });
    loading.catch(() => sectionNavs.delete(sectionPath));
    sectionNavs.set(sectionPath, loading);
  }
  return loading;
}

function findItem(items: NavItem[], path: string): NavItem | undefined {
  for (const item of items) {
    if (item.path === path) return item;
    if (path.startsWith(`${item.path}/`)) return findItem(item.children, path);
  }
  return undefined;
}

/** The entries of a list by path. */
function entriesOf(list: HTMLUListElement): Map<string, HTMLLIElement> {
  const entries = [...list.children].filter((child): child is HTMLLIElement =>
    child.hasAttribute(ISLAND_ATTRIBUTES.navEntry),
  );
  return new Map(entries.map((entry) => [entryPath(entry), entry]));
}

/** An entry's link: the entry's first child, or the first in its row for a group. */
function entryLink(entry: Element): HTMLAnchorElement | null {
  return entry.querySelector<HTMLAnchorElement>(":scope > a, :scope > div > a");
}

/** An entry's path, from the page's data or the navigation file it was added from. */
function entryPath(entry: Element | null): string {
  return navEntryOf(entry)?.path ?? "";
}

/** The entry of `path` anywhere in the navigation. */
function findEntry(nav: HTMLElement, path: string): HTMLLIElement | undefined {
  return [...nav.querySelectorAll<HTMLLIElement>(islandSelector("navEntry"))].find(
    (entry) => entryPath(entry) === path,
  );
}

/** A new entry, copied from the prototype the component renders in a `<template>`, so the markup stays its own. */
function createEntry(nav: HTMLElement, item: NavItem): HTMLLIElement {
  const template = nav.querySelector<HTMLTemplateElement>(islandSelector("navTemplate"));
  const entry = template?.content.firstElementChild?.cloneNode(true);
  if (!(entry instanceof HTMLLIElement))
    throw new Error("The section navigation has no entry template (SectionNav.tsx).");
  addNavEntry(entry, { path: item.path, title: item.title });
  const link = entryLink(entry)!;
  link.href = item.href;
  link.prepend(item.title);
  const badge = link.querySelector("span");
  if (item.label && badge) badge.textContent = item.label;
  else badge?.remove();
  if (!item.external) {
    link.removeAttribute("rel");
    link.querySelector("svg")?.remove();
    if (item.href === window.location.pathname) link.setAttribute("aria-current", "page");
  }
  const toggle = entry.querySelector<HTMLButtonElement>(islandSelector("navToggle"));
  const group = entry.querySelector<HTMLElement>(":scope > div[id]");
  if (item.childCount === 0 || !toggle || !group) {
    // A page, not a group: its link alone, as SectionNav.tsx writes a page's entry.
    entry.replaceChildren(link);
    return entry;
  }
  const id = navGroupId(item.path);
  toggle.setAttribute("aria-controls", id);
  toggle.setAttribute("aria-expanded", "false");
  toggle.setAttribute("aria-label", navToggleLabel(item.title, false));
  group.id = id;
  group.hidden = true;
  return entry;
}

function scrollCurrentIntoView(container: HTMLElement): void {
  const current = container.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const top = current.offsetTop - container.offsetTop;
  if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - 40) {
    container.scrollTop = top - container.clientHeight / 3;
  }
}

function readRemembered(): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof value === "object" && value !== null ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

function writeRemembered(groups: Record<string, boolean>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(groups));
  } catch {
    // Storage can be blocked; the choice holds for this page.
  }
}
