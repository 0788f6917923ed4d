import { ISLAND_ATTRIBUTES, islandSelector } from "#shared/page-islands.ts";
import { copyToClipboard } from "#browser/copy-to-clipboard.ts";

const LABEL = "Copy page as Markdown";

/** "Copy page as Markdown": fetches the page's Markdown export and copies it, saying so on the button and aloud. */
export function wireCopyPage(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(islandSelector("copyPage"))) {
    const status = button.parentElement?.querySelector('[role="status"]');
    button.addEventListener("click", () => {
      void copyMarkdown(button.getAttribute(ISLAND_ATTRIBUTES.copyPage) ?? "").then((copied) => {
        button.textContent = copied ? "Copied" : "Copy failed";
        if (status) status.textContent = copied ? "Page copied as Markdown" : "";
        window.setTimeout(() => {
          button.textContent = LABEL;
          if (status) status.textContent = "";
        }, 2000);
      });
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
