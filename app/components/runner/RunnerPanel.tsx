import { useId, useState, type FormEvent, type ReactNode } from "react";
import { describeOutcome } from "../../lib/runner/describe-outcome.ts";
import { readOperation } from "../../lib/runner/read-operation.ts";
import { readSessionToken, saveSessionToken } from "../../lib/runner/session-token.ts";
import { JsonOutput } from "./JsonOutput.tsx";
import styles from "./RunnerPanel.module.css";
import { useGraphqlRun } from "./use-graphql-run.ts";

/** The label of the token field; error messages point the reader at it by this name. */
export const TOKEN_FIELD_LABEL = "Use your own token for this session";

/** What a panel starts from: the example as written on the page, and where to send it. */
export interface RunnerPanelProps {
  title?: string;
  initialQuery: string;
  initialVariables: string;
  endpoint: string;
  publicToken: string;
}

/** Editable operation, variables and token for one GraphQL example, with its live response. */
export function RunnerPanel(props: RunnerPanelProps) {
  const id = useId();
  const [query, setQuery] = useState(props.initialQuery);
  const [variablesText, setVariablesText] = useState(props.initialVariables);
  const [ownToken, setOwnToken] = useState(readSessionToken);
  const { running, outcome, run } = useGraphqlRun();
  const message = outcome && describeOutcome(outcome, TOKEN_FIELD_LABEL);
  const body = outcome && "body" in outcome ? outcome.body : undefined;
  const isMutation = readOperation(query)?.type === "mutation";

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const token = ownToken.trim() || props.publicToken;
    void run({ endpoint: props.endpoint, token, query, variablesText });
  }

  return (
    <section className={styles.panel} aria-label={`Run ${props.title ? `“${props.title}”` : "GraphQL example"}`}>
      <form className={styles.form} onSubmit={onSubmit}>
        <label className={styles.label} htmlFor={`${id}-query`}>
          Operation
        </label>
        <textarea
          id={`${id}-query`}
          className={styles.code}
          value={query}
          rows={Math.min(query.split("\n").length + 1, 20)}
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
        {isMutation && (
          <p className={styles.notice} role="note">
            This is a mutation: running it changes data. Most mutations need a secret token (<code>sk.…</code>); paste
            one below to change your own content.
          </p>
        )}
        <label className={styles.label} htmlFor={`${id}-variables`}>
          Variables (JSON)
        </label>
        <textarea
          id={`${id}-variables`}
          className={styles.code}
          value={variablesText}
          rows={Math.min(Math.max(variablesText.split("\n").length + 1, 2), 12)}
          spellCheck={false}
          onChange={(event) => setVariablesText(event.target.value)}
        />
        <label className={styles.label} htmlFor={`${id}-token`}>
          {TOKEN_FIELD_LABEL}
        </label>
        <input
          id={`${id}-token`}
          className={styles.token}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={ownToken}
          aria-describedby={`${id}-token-hint`}
          onChange={(event) => {
            setOwnToken(event.target.value);
            saveSessionToken(event.target.value);
          }}
        />
        <p id={`${id}-token-hint`} className={styles.hint}>
          Leave empty to use the public demo token. Yours stays in this browser tab and is only sent to{" "}
          {new URL(props.endpoint).host}.
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.run}>
            Run
          </button>
          <p role="status" className={message?.tone === "error" ? styles.error : styles.status}>
            {running ? "Running…" : message && withInlineCode(message.summary)}
          </p>
        </div>
      </form>
      {!running && message && message.details.length > 0 && (
        <ul className={styles.errors} aria-label="Errors">
          {message.details.map((detail, index) => (
            <li key={index}>{withInlineCode(detail)}</li>
          ))}
        </ul>
      )}
      {!running && body !== undefined && <JsonOutput value={body} label="Response" />}
    </section>
  );
}

/** Shows the `backticked` parts of a message as code. */
function withInlineCode(text: string): ReactNode[] {
  return text.split("`").map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
