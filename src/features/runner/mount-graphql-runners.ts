import type { Root } from "react-dom/client";
import type { PublicConfig } from "#shared/public-config.ts";
import { RUNNABLE_SELECTORS } from "#shared/runnable-source.ts";
import { CODE_BLOCK_MARKUP } from "#shared/widget-markup.ts";
import { readRunnableBlock, type RunnableBlock } from "./read-runnable-block.ts";
import { showReaderTokenInSnippets } from "./request-snippet-tokens.ts";
import styles from "./RunnerPanel.module.css";

/**
 * Adds a "Run" action to every prerendered runnable block under `root`; it turns the block into an
 * editor of the operation and its variables (loaded on demand), and "Close" turns it back.
 * Without an endpoint and token it says so instead. The request snippets beside the blocks show the reader's own
 * token once they have entered one.
 * Returns a cleanup function.
 */
export function mountGraphqlRunners(root: HTMLElement, config: PublicConfig): () => void {
  const stopTokens = showReaderTokenInSnippets(root);
  const blocks = [...root.querySelectorAll<HTMLElement>(RUNNABLE_SELECTORS.block)]
    .map(readRunnableBlock)
    .filter((block) => block !== undefined);
  const missing = [
    config.graphqlEndpoint.trim() ? undefined : "`graphqlEndpoint` (set `api.endpoint` in site.config.ts)",
    config.graphqlAccessToken.trim()
      ? undefined
      : "`graphqlAccessToken` (set GRAPHQL_ACCESS_TOKEN or `api.publicTokenFallback` in site.config.ts)",
  ].filter((setting) => setting !== undefined);
  if (missing.length > 0) {
    const [verb, pronoun] = missing.length > 1 ? ["are", "them"] : ["is", "it"];
    console.warn(`Live GraphQL examples are off: ${missing.join(" and ")} ${verb} empty. Set ${pronoun} and rebuild.`);
    const notes = blocks.map((block) => addToHeader(block, createNote()));
    return () => {
      stopTokens();
      notes.forEach((note) => note.remove());
    };
  }
  const cleanups = blocks.map((block) => mountRunner(block, config));
  return () => {
    stopTokens();
    cleanups.forEach((cleanup) => cleanup());
  };
}

let panelCount = 0;

function mountRunner(block: RunnableBlock, config: PublicConfig): () => void {
  const name = block.title ? `“${block.title}”` : "this GraphQL example";
  const button = document.createElement("button");
  button.type = "button";
  button.className = `${CODE_BLOCK_MARKUP.copyClass} ${styles.runButton}`;
  addToHeader(block, button);
  const showButton = (open: boolean) => {
    button.textContent = open ? "Close" : "Run";
    button.setAttribute("aria-label", open ? `Close the editor of ${name}` : `Run ${name}`);
    button.setAttribute("aria-expanded", String(open));
  };
  showButton(false);

  let panel: { container: HTMLElement; root: Root } | undefined;
  let opening = false;
  const close = () => {
    if (!panel) return;
    const { container, root } = panel;
    panel = undefined;
    container.remove();
    // Cleanup may run inside the page's React commit; unmounting another root there must wait a tick.
    setTimeout(() => root.unmount(), 0);
    setStaticBlockHidden(block, false);
    showButton(false);
  };

  button.addEventListener("click", () => {
    if (panel) {
      close();
      button.focus();
      return;
    }
    if (opening) return;
    opening = true;
    button.setAttribute("aria-busy", "true");
    // The editor (CodeMirror, the GraphQL language service) loads only when a reader asks for it.
    void import("./render-runner-panel.tsx")
      .then(({ renderRunnerPanel }) => {
        const container = document.createElement("div");
        container.id = `graphql-runner-${++panelCount}`;
        block.code.after(container);
        const props = {
          ...(block.title === undefined ? {} : { title: block.title }),
          initialQuery: block.query,
          initialVariables: block.variables ?? "",
          endpoint: config.graphqlEndpoint,
          publicToken: config.graphqlAccessToken,
        };
        setStaticBlockHidden(block, true);
        panel = { container, root: renderRunnerPanel(container, props) };
        button.setAttribute("aria-controls", container.id);
        showButton(true);
      })
      .catch((error: unknown) => console.error("The GraphQL editor could not be loaded:", error))
      .finally(() => {
        opening = false;
        button.removeAttribute("aria-busy");
      });
  });

  return () => {
    close();
    button.remove();
  };
}

/** While the editor is open it stands in for the highlighted operation and its variables block. */
function setStaticBlockHidden(block: RunnableBlock, hidden: boolean): void {
  block.code.hidden = hidden;
  if (block.variablesFigure) block.variablesFigure.hidden = hidden;
}

function createNote(): HTMLElement {
  const note = document.createElement("span");
  note.className = styles.notConfigured ?? "";
  note.textContent = "Live running is not configured";
  return note;
}

/** Puts an element into the block's header, just before the Copy button. */
function addToHeader<T extends HTMLElement>(block: RunnableBlock, element: T): T {
  block.header.insertBefore(element, block.header.querySelector(RUNNABLE_SELECTORS.copyButton));
  return element;
}
