import { TABS_MARKUP } from "#shared/widget-markup.ts";

const STORAGE_PREFIX = "tabs:";

/** Shows one tab of a tab group; with `remember`, also switches every group with the same `sync` and stores the choice. */
export function selectTab(tab: HTMLElement, options: { remember: boolean }): void {
  const group = tab.closest<HTMLElement>(`.${TABS_MARKUP.groupClass}`);
  const label = tab.getAttribute(TABS_MARKUP.label);
  if (!group || !label) return;
  const sync = group.getAttribute(TABS_MARKUP.sync);
  if (options.remember && sync) {
    try {
      localStorage.setItem(STORAGE_PREFIX + sync, label);
    } catch {
      // Storage may be blocked; the choice still applies to this page.
    }
    const synced = `.${TABS_MARKUP.groupClass}[${TABS_MARKUP.sync}="${CSS.escape(sync)}"]`;
    for (const other of document.querySelectorAll<HTMLElement>(synced)) showLabel(other, label);
  } else {
    showLabel(group, label);
  }
}

/** Applies the reader's remembered tab choices to every tab group under `root`. */
export function applyStoredTabChoices(root: HTMLElement): void {
  for (const group of root.querySelectorAll<HTMLElement>(`.${TABS_MARKUP.groupClass}[${TABS_MARKUP.sync}]`)) {
    let label: string | null = null;
    try {
      label = localStorage.getItem(STORAGE_PREFIX + (group.getAttribute(TABS_MARKUP.sync) ?? ""));
    } catch {
      label = null;
    }
    if (label) showLabel(group, label);
  }
}

function showLabel(group: HTMLElement, label: string): void {
  const tabs = [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  if (!tabs.some((tab) => tab.getAttribute(TABS_MARKUP.label) === label)) return;
  for (const tab of tabs) {
    const selected = tab.getAttribute(TABS_MARKUP.label) === label;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
}
