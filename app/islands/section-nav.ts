import { ISLAND_ATTRIBUTES, islandSelector, navToggleLabel } from "../../lib/shared/page-islands.ts";

/** Where the groups the reader opened or closed are kept for the visit, so moving between pages does not reset them. */
const STORAGE_KEY = "nav-groups";

/**
 * The section navigation's expand/collapse buttons (the sidebar and the drawer show the same tree, and toggle
 * together), the reader's earlier choices reapplied, and the sidebar scrolled to the current page.
 */
export function wireSectionNav(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>(islandSelector("navToggle"))];
  const remembered = readRemembered();
  const setOpen = (path: string, open: boolean) => {
    for (const button of buttons) if (button.getAttribute(ISLAND_ATTRIBUTES.navToggle) === path) show(button, open);
  };
  for (const [path, open] of Object.entries(remembered)) setOpen(path, open);
  for (const button of buttons) {
    button.addEventListener("click", () => {
      const path = button.getAttribute(ISLAND_ATTRIBUTES.navToggle) ?? "";
      const open = button.getAttribute("aria-expanded") !== "true";
      setOpen(path, open);
      remembered[path] = open;
      writeRemembered(remembered);
    });
  }
  for (const sidebar of document.querySelectorAll<HTMLElement>(islandSelector("sidebar")))
    scrollCurrentIntoView(sidebar);
}

function show(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
  button.setAttribute("aria-label", navToggleLabel(button.dataset.title ?? "", open));
  const group = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (group) group.hidden = !open;
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
