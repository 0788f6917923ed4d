import { islandSelector, PAGE_DATA_SCRIPT_ID, type NavEntryData } from "#shared/page-islands.ts";

/**
 * What the section navigation island knows of each entry (`<li data-nav-entry>`): its path and title, from the page's
 * data for the entries the page renders and from the section's navigation file for those the island adds. Never read
 * from the entry's link (docs/decisions/0008).
 */
const known = new WeakMap<Element, NavEntryData>();

/**
 * Pairs the entries rendered in `nav` with the page's data, both in document order. Returns whether they agree; when
 * they do not, nothing is paired and a warning says so.
 */
export function pairNavEntries(nav: HTMLElement, data: NavEntryData[] | undefined): boolean {
  const entries = [...nav.querySelectorAll(islandSelector("navEntry"))];
  const listed = flatten(data ?? []);
  if (entries.length !== listed.length) {
    console.warn(
      `Section navigation: ${entries.length} entries, ${listed.length} in #${PAGE_DATA_SCRIPT_ID}; groups left as shown. ` +
        "SectionNav.tsx and navEntryData (src/shared/page-islands.ts) must list the same entries.",
    );
    return false;
  }
  entries.forEach((entry, index) => known.set(entry, listed[index]!));
  return true;
}

/** Records an entry the island added, with the data it was made from. */
export function addNavEntry(entry: Element, data: NavEntryData): void {
  known.set(entry, data);
}

/** An entry's path and title; `undefined` for an element that is not a known entry. */
export function navEntryOf(entry: Element | null): NavEntryData | undefined {
  return entry ? known.get(entry) : undefined;
}

function flatten(entries: NavEntryData[]): NavEntryData[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}
