import { useState } from "react";
import { copyToClipboard } from "../lib/copy-to-clipboard.ts";
import styles from "./PageActions.module.css";

/** "Copy page as Markdown" and a link to the page's Markdown source. */
export function PageActions({ markdownUrl }: { markdownUrl: string }) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  async function copyMarkdown() {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setStatus((await copyToClipboard(await response.text())) ? "copied" : "failed");
    } catch {
      setStatus("failed");
    }
    window.setTimeout(() => setStatus("idle"), 2000);
  }
  return (
    <div className={styles.actions} data-pagefind-ignore="">
      <button type="button" className={styles.button} onClick={() => void copyMarkdown()}>
        {status === "copied" ? "Copied" : status === "failed" ? "Copy failed" : "Copy page as Markdown"}
      </button>
      <a className={styles.button} href={markdownUrl}>
        View as Markdown
      </a>
      <span className="visually-hidden" role="status">
        {status === "copied" ? "Page copied as Markdown" : ""}
      </span>
    </div>
  );
}
