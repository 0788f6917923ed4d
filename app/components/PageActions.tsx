import { useState } from "react";
import { buildAssistantLinks } from "../lib/assistant-links.ts";
import { copyToClipboard } from "../lib/copy-to-clipboard.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import styles from "./PageActions.module.css";

/** "Copy page as Markdown", a link to the page's Markdown source and "Open in" links for AI assistants. */
export function PageActions({ markdownUrl }: { markdownUrl: string }) {
  const config = usePublicConfig();
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
  const assistants = config ? buildAssistantLinks(config.siteUrl, markdownUrl) : [];
  return (
    <div className={styles.actions} data-pagefind-ignore="">
      <button type="button" className={styles.button} onClick={() => void copyMarkdown()}>
        {status === "copied" ? "Copied" : status === "failed" ? "Copy failed" : "Copy page as Markdown"}
      </button>
      <a className={styles.button} href={markdownUrl}>
        View as Markdown
      </a>
      {assistants.map((assistant) => (
        <a
          key={assistant.name}
          className={styles.button}
          href={assistant.href}
          target="_blank"
          rel="noopener noreferrer"
          data-assistant={assistant.name}
        >
          Open in {assistant.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ))}
      <span className="visually-hidden" role="status">
        {status === "copied" ? "Page copied as Markdown" : ""}
      </span>
    </div>
  );
}
