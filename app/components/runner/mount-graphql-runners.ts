import { createElement } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { PublicConfig } from "../../../lib/config/public-config.ts";
import { readRunnableBlock, type RunnableBlock } from "../../lib/runner/read-runnable-block.ts";
import { RunnerPanel } from "./RunnerPanel.tsx";
import styles from "./RunnerPanel.module.css";

/**
 * Adds a "Run" action to every prerendered `figure.code-block[data-runnable]` under `root`; it
 * opens a panel to edit and send the operation. Without an endpoint and token it says so instead.
 * Returns a cleanup function.
 */
export function mountGraphqlRunners(root: HTMLElement, config: PublicConfig): () => void {
  const blocks = [...root.querySelectorAll<HTMLElement>("figure.code-block[data-runnable]")]
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
    return () => notes.forEach((note) => note.remove());
  }
  const cleanups = blocks.map((block) => mountRunner(block, config));
  return () => cleanups.forEach((cleanup) => cleanup());
}

let panelCount = 0;

function mountRunner(block: RunnableBlock, config: PublicConfig): () => void {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `code-copy ${styles.runButton}`;
  button.textContent = "Run";
  button.setAttribute("aria-label", block.title ? `Run “${block.title}”` : "Run this GraphQL example");
  button.setAttribute("aria-expanded", "false");
  addToHeader(block, button);

  let panel: { container: HTMLElement; root: Root } | undefined;
  button.addEventListener("click", () => {
    if (!panel) {
      const container = document.createElement("div");
      container.id = `graphql-runner-${++panelCount}`;
      block.last.after(container);
      panel = { container, root: createRoot(container) };
      const props = {
        title: block.title,
        initialQuery: block.query,
        initialVariables: block.variables ?? "",
        endpoint: config.graphqlEndpoint,
        publicToken: config.graphqlAccessToken,
      };
      // Render synchronously so focus can move into the panel straight away.
      flushSync(() => panel?.root.render(createElement(RunnerPanel, props)));
      button.setAttribute("aria-controls", container.id);
    } else {
      panel.container.hidden = !panel.container.hidden;
    }
    const open = !panel.container.hidden;
    button.setAttribute("aria-expanded", String(open));
    if (open) panel.container.querySelector("textarea")?.focus();
  });

  return () => {
    button.remove();
    if (!panel) return;
    const { container, root } = panel;
    container.remove();
    // Cleanup runs inside the page's React commit; unmounting another root there must wait a tick.
    setTimeout(() => root.unmount(), 0);
  };
}

function createNote(): HTMLElement {
  const note = document.createElement("span");
  note.className = styles.notConfigured ?? "";
  note.textContent = "Live running is not configured";
  return note;
}

/** Puts an element into the block's header, just before the Copy button. */
function addToHeader<T extends HTMLElement>(block: RunnableBlock, element: T): T {
  block.header.insertBefore(element, block.header.querySelector("[data-copy]"));
  return element;
}
