import { tokenizeJson } from "./highlight-json.ts";
import styles from "./RunnerPanel.module.css";

/** A JSON value, indented and coloured with the site's tokens (no highlighter in the browser). */
export function JsonOutput({ value, label }: { value: unknown; label: string }) {
  const tokens = tokenizeJson(JSON.stringify(value, null, 2));
  return (
    // The response can be wider than the column; focusable so keyboard users can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className={styles.output} tabIndex={0} aria-label={label}>
      <code>
        {tokens.map((token, index) =>
          token.kind === "plain" ? (
            token.text
          ) : (
            <span key={index} className={styles[token.kind]}>
              {token.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
