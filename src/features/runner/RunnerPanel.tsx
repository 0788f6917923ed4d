import type { EditorView } from "@codemirror/view";
import { updateSchema } from "cm6-graphql";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { describeOutcome } from "./describe-outcome.ts";
import { loadBrowserSchema } from "./load-browser-schema.ts";
import { readOperation } from "./read-operation.ts";
import { readSessionToken, saveSessionToken } from "./session-token.ts";
import { summarizeErrors } from "./summarize-errors.ts";
import { CodeEditor } from "./CodeEditor.tsx";
import { operationExtensions, variablesExtensions } from "./editor-extensions.ts";
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

/** The example as a schema-aware editor: operation, variables and token, Run and Reset, and the live response. */
export function RunnerPanel(props: RunnerPanelProps) {
  const id = useId();
  const [query, setQuery] = useState(props.initialQuery);
  const [edition, setEdition] = useState(0);
  const [ownToken, setOwnToken] = useState(readSessionToken);
  const { running, outcome, run, clear } = useGraphqlRun();
  const views = useRef<{ operation?: EditorView; variables?: EditorView }>({});
  const tokenField = useRef<HTMLInputElement>(null);
  const message = outcome && describeOutcome(outcome, TOKEN_FIELD_LABEL);
  const errorSummary = outcome && summarizeErrors(outcome);
  const body = outcome && "body" in outcome ? outcome.body : undefined;
  const isMutation = readOperation(query)?.type === "mutation";

  const { initialQuery, initialVariables, endpoint, publicToken } = props;
  // Reads the editors and the token field at the moment of running, so the key bindings never hold stale text.
  const submit = useCallback(() => {
    const token = tokenField.current?.value.trim() || publicToken;
    const query = views.current.operation?.state.doc.toString() ?? initialQuery;
    const variablesText = views.current.variables?.state.doc.toString() ?? initialVariables;
    void run({ endpoint, token, query, variablesText });
  }, [run, endpoint, publicToken, initialQuery, initialVariables]);
  const hintId = `${id}-keys`;

  const [schema, setSchema] = useState<{ state: "loading" | "ready" | "failed"; problem?: string }>({
    state: "loading",
  });
  useEffect(() => {
    let current = true;
    loadBrowserSchema().then(
      (loaded) => {
        if (!current || !views.current.operation) return;
        updateSchema(views.current.operation, loaded);
        setSchema({ state: "ready" });
      },
      (error: unknown) => {
        const problem = `The schema could not be loaded (${String(error)}); completion and checks are off.`;
        if (current) setSchema({ state: "failed", problem });
      },
    );
    return () => {
      current = false;
    };
  }, [edition]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function reset() {
    setQuery(initialQuery);
    clear();
    setEdition((value) => value + 1);
  }

  return (
    <section
      className={styles.panel}
      data-schema={schema.state}
      aria-label={`Run ${props.title ? `“${props.title}”` : "GraphQL example"}`}
    >
      <form className={styles.form} onSubmit={onSubmit}>
        <span className={styles.label} id={`${id}-operation`}>
          Operation
        </span>
        <CodeEditor
          key={`operation-${edition}`}
          className={styles.editor}
          initialText={props.initialQuery}
          createExtensions={() =>
            operationExtensions({ label: "Operation", describedBy: hintId, onChange: setQuery, onRun: submit })
          }
          focusOnMount
          onView={(view) => (views.current.operation = view)}
        />
        <p id={hintId} className={styles.hint}>
          Ctrl/⌘ + Enter runs the example. Tab moves on to the next field; completion opens as you type or with Ctrl +
          Space.
        </p>
        {schema.problem && <p className={styles.hint}>{schema.problem}</p>}
        {isMutation && (
          <p className={styles.notice} role="note">
            This is a mutation: running it changes data. Most mutations need a secret token (<code>sk.…</code>); paste
            one below to change your own content.
          </p>
        )}
        <span className={styles.label}>Variables (JSON)</span>
        <CodeEditor
          key={`variables-${edition}`}
          className={styles.editor}
          initialText={props.initialVariables}
          createExtensions={() =>
            variablesExtensions({ label: "Variables (JSON)", describedBy: hintId, onRun: submit })
          }
          onView={(view) => (views.current.variables = view)}
        />
        <label className={styles.label} htmlFor={`${id}-token`}>
          {TOKEN_FIELD_LABEL}
        </label>
        <input
          ref={tokenField}
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
          <button type="button" className={styles.reset} onClick={reset}>
            Reset
          </button>
          <p role="status" className={message?.tone === "error" ? styles.error : styles.status}>
            {running ? "Running…" : message && withInlineCode(message.summary)}
          </p>
        </div>
      </form>
      {!running && errorSummary && <p className={styles.errorSummary}>{withInlineCode(errorSummary)}</p>}
      {!running && body !== undefined && <JsonOutput value={body} label="Response" />}
    </section>
  );
}

/** Shows the `backticked` parts of a message as code. */
function withInlineCode(text: string): ReactNode[] {
  return text.split("`").map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
