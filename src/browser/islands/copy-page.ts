import { ISLAND_ATTRIBUTES, islandSelector } from "#shared/page-islands.ts";
import { copyToClipboard } from "#features/clipboard/copy-to-clipboard.ts";

/**
 * Shows a copy's outcome on its button ("Copied") and aloud (the actions' status line), then restores the button.
 */
function reportCopy(button: HTMLButtonElement, label: string, copied: boolean, said: string): void {
  const status = button.parentElement?.querySelector('[role="status"]');
  button.textContent = copied ? "Copied" : "Copy failed";
  if (status) status.textContent = copied ? said : "";
  window.setTimeout(() => {
    button.textContent = label;
    if (status) status.textContent = "";
  }, 2000);
}

/**
 * "Copy page as Markdown": fetches the page's Markdown export and copies it. "Copy MCP configuration" and other
 * `copyText` buttons copy their value as it is.
 */
export function wireCopyPage(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(islandSelector("copyPage"))) {
    const label = button.textContent;
    button.addEventListener("click", () => {
      void copyMarkdown(button.getAttribute(ISLAND_ATTRIBUTES.copyPage) ?? "").then((copied) =>
        reportCopy(button, label, copied, "Page copied as Markdown"),
      );
    });
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(islandSelector("copyText"))) {
    const label = button.textContent;
    // "Copy MCP configuration" says "MCP configuration copied".
    const said = `${label.replace(/^Copy /, "")} copied`;
    button.addEventListener("click", () => {
      void copyToClipboard(button.getAttribute(ISLAND_ATTRIBUTES.copyText) ?? "").then((copied) =>
        reportCopy(button, label, copied, said),
      );
    });
  }
}

async function copyMarkdown(markdownUrl: string): Promise<boolean> {
  try {
    const response = await fetch(markdownUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await copyToClipboard(await response.text());
  } catch {
    return false;
  }
}
