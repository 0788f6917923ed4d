import { buildAssistantLinks } from "#app/data/assistant-links.ts";
import { usePublicConfig } from "#app/hooks/use-public-config.ts";
import { docsServerConfig } from "#shared/docs-server.ts";
import { islandMark } from "#shared/page-islands.ts";
import styles from "./PageActions.module.css";

/**
 * "Copy page as Markdown" (src/browser/islands/copy-page.ts), a link to the page's Markdown source, "Open in" links for
 * AI assistants and the configuration that connects an assistant to the docs server (src/build/mcp).
 */
export function PageActions({ markdownUrl }: { markdownUrl: string }) {
  const config = usePublicConfig();
  const assistants = config ? buildAssistantLinks(config.siteUrl, markdownUrl) : [];
  return (
    <div className={styles.actions} data-pagefind-ignore="">
      <button type="button" className={styles.button} {...islandMark("copyPage", markdownUrl)}>
        Copy page as Markdown
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
      {config ? (
        <button
          type="button"
          className={styles.button}
          {...islandMark("copyText", docsServerConfig(config.siteUrl, config.slug))}
        >
          Copy MCP configuration
        </button>
      ) : null}
      <span className="visually-hidden" role="status" />
    </div>
  );
}
