import type { Element } from "hast";
import { RUNNABLE_ATTRIBUTES, serializeRunnableSource, type RunnableSource } from "#shared/runnable-source.ts";
import type { CodeBlock } from "./code-block.ts";
import { el, text } from "./hast-nodes.ts";

/**
 * The `<script type="application/json">` that hands a runnable block to the browser: its operation, title, and the
 * variables of the `json variables` fence paired with it.
 */
export function runnableSourceScript(block: CodeBlock): Element {
  const properties = { type: "application/json", [RUNNABLE_ATTRIBUTES.source]: "" };
  return el("script", properties, [text(serializeRunnableSource(runnableSource(block)))]);
}

/** What the runner gets for a runnable block, and what its request snippets send. */
export function runnableSource(block: CodeBlock): RunnableSource {
  return {
    operation: block.code,
    ...(block.variables ? { variables: block.variables.code } : {}),
    ...(block.title === undefined ? {} : { title: block.title }),
  };
}
