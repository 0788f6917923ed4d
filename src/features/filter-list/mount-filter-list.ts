import { describeMatches, matchesFilter } from "./filter-list.ts";
import { FILTER_LIST_MARKUP } from "#shared/widget-markup.ts";

/**
 * Turns each `div.filter-list` placeholder into a search box that hides the list entries after it (and the
 * headings of lists left empty) as the reader types. Without JavaScript the full lists stay. Returns a cleanup.
 */
export function mountFilterLists(root: HTMLElement): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>(`div.${FILTER_LIST_MARKUP.className}`)].map(mountOne);
  return () => cleanups.forEach((cleanup) => cleanup());
}

function mountOne(box: HTMLElement): () => void {
  const lists = listsAfter(box);
  const items = lists.flatMap((list) => [...list.querySelectorAll<HTMLLIElement>(":scope > li")]);
  const input = document.createElement("input");
  input.type = "search";
  input.placeholder = "Filter by name";
  input.setAttribute("aria-label", "Filter the lists on this page");
  const output = document.createElement("output");
  output.setAttribute("aria-live", "polite");
  output.textContent = describeMatches(items.length, items.length);
  box.replaceChildren(input, output);

  const apply = () => {
    let shown = 0;
    for (const item of items) {
      const match = matchesFilter(item.textContent ?? "", input.value);
      item.hidden = !match;
      if (match) shown += 1;
    }
    for (const list of lists) {
      const empty = [...list.children].every((child) => (child as HTMLElement).hidden);
      list.hidden = empty;
      const heading = list.previousElementSibling;
      if (heading instanceof HTMLHeadingElement) heading.hidden = empty;
    }
    output.textContent = describeMatches(shown, items.length);
  };
  input.addEventListener("input", apply);
  return () => {
    input.removeEventListener("input", apply);
    box.replaceChildren();
  };
}

/** The lists that follow the box among its siblings. */
function listsAfter(box: HTMLElement): HTMLUListElement[] {
  const lists: HTMLUListElement[] = [];
  for (let next = box.nextElementSibling; next; next = next.nextElementSibling)
    if (next instanceof HTMLUListElement) lists.push(next);
  return lists;
}
