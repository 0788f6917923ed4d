import { useEffect, type RefObject } from "react";
import { copyToClipboard } from "../lib/copy-to-clipboard.ts";
import { applyStoredTabChoices, selectTab } from "../lib/tabs.ts";
import { mountContentIslands } from "../lib/mount-content-islands.ts";
import { usePublicConfig } from "./use-public-config.ts";

/** Makes the prerendered Markdown interactive: copy buttons on code blocks and remembered tabs. */
export function useContentEnhancements(ref: RefObject<HTMLElement | null>, path: string): void {
  const config = usePublicConfig();
  useEffect(() => {
    const root = ref.current;
    if (!root || !config) return;
    return mountContentIslands(root, config);
  }, [ref, path, config]);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    applyStoredTabChoices(root);
    async function onClick(event: MouseEvent) {
      const target = event.target as HTMLElement;
      const copyButton = target.closest<HTMLButtonElement>("button[data-copy]");
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
    function onKeyDown(event: KeyboardEvent) {
      const tab = (event.target as HTMLElement).closest<HTMLButtonElement>('button[role="tab"]');
      if (!tab || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
      const tabs = [...(tab.parentElement?.querySelectorAll<HTMLButtonElement>('button[role="tab"]') ?? [])];
      const next = tabs[(tabs.indexOf(tab) + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
      if (next) {
        selectTab(next, { remember: true });
        next.focus();
      }
    }
    const click = (event: MouseEvent) => void onClick(event);
    root.addEventListener("click", click);
    root.addEventListener("keydown", onKeyDown);
    return () => {
      root.removeEventListener("click", click);
      root.removeEventListener("keydown", onKeyDown);
    };
  }, [ref, path]);
}
