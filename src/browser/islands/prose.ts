import { CODE_BLOCK_MARKUP } from "#shared/widget-markup.ts";
import { islandSelector, type PageIslandData } from "#shared/page-islands.ts";
import { copyToClipboard } from "#features/clipboard/copy-to-clipboard.ts";
import { mountContentIslands } from "#browser/mount-content-islands.ts";
import { applyStoredTabChoices, selectTab } from "#browser/tabs.ts";

/** The rendered Markdown: copy buttons on code blocks, remembered tabs, and its widgets (maps, runners, forms). */
export function wireProse(data: PageIslandData): void {
  for (const root of document.querySelectorAll<HTMLElement>(islandSelector("prose"))) {
    applyStoredTabChoices(root);
    root.addEventListener("click", (event) => void onClick(event));
    root.addEventListener("keydown", onKeyDown);
    mountContentIslands(root, data.config);
  }
}

async function onClick(event: MouseEvent): Promise<void> {
  const target = event.target as HTMLElement;
  const copyButton = target.closest<HTMLButtonElement>(`button[${CODE_BLOCK_MARKUP.copy}]`);
  if (copyButton) {
    const code = copyButton.closest("figure")?.querySelector("pre")?.textContent ?? "";
    const copied = await copyToClipboard(code);
    copyButton.textContent = copied ? "Copied" : "Copy failed";
    window.setTimeout(() => (copyButton.textContent = "Copy"), 2000);
    return;
  }
  const tab = target.closest<HTMLButtonElement>('button[role="tab"]');
  if (tab) selectTab(tab, { remember: true });
}

function onKeyDown(event: KeyboardEvent): void {
  const tab = (event.target as HTMLElement).closest<HTMLButtonElement>('button[role="tab"]');
  if (!tab || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLButtonElement>('button[role="tab"]') ?? [])];
  const next = tabs[(tabs.indexOf(tab) + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
  if (next) {
    selectTab(next, { remember: true });
    next.focus();
  }
}
