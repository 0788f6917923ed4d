import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { isVariablesBlock, readMetaTitle } from "#shared/code-languages.ts";
import { RUNNABLE_ATTRIBUTES, serializeRunnableSource, type RunnableSource } from "#shared/runnable-source.ts";

/** A fenced block as remark-rehype leaves it: `<pre><code class="language-…">` with the fence's meta. */
export interface Fence {
  lang: string;
  meta: string;
  /** The code, without the newline the fence adds at its end. */
  source: string;
}

/** Reads a `<pre><code>` element made from a fence; anything else gives `undefined`. */
export function readFence(node: Element): Fence | undefined {
  const code = node.tagName === "pre" ? node.children[0] : undefined;
  if (code?.type !== "element" || code.tagName !== "code") return undefined;
  const classes = code.properties.className;
  const lang = (Array.isArray(classes) ? classes : []).map(String).find((c) => c.startsWith("language-"));
  return {
    lang: lang?.slice(9) ?? "text",
    meta: ((code.data as { meta?: string } | undefined)?.meta ?? "").trim(),
    source: toString(code).replace(/\n$/, ""),
  };
}

/**
 * The `<script type="application/json">` that hands a runnable block to the browser: its operation,
 * title, and the variables of the `json variables` fence right after it (not yet turned into a figure).
 */
export function runnableSourceScript(fence: Fence, parent: Root | Element, index: number): Element {
  const next = nextElement(parent, index);
  const variables = next && readFence(next);
  const title = readMetaTitle(fence.meta);
  const source: RunnableSource = {
    operation: fence.source,
    ...(variables && isVariablesBlock(variables.lang, variables.meta) ? { variables: variables.source } : {}),
    ...(title === undefined ? {} : { title }),
  };
  return {
    type: "element",
    tagName: "script",
    properties: { type: "application/json", [RUNNABLE_ATTRIBUTES.source]: "" },
    children: [{ type: "text", value: serializeRunnableSource(source) }],
  };
}

/** Whether the element before `index` is a runnable block's figure, so a variables block at `index` belongs to it. */
export function followsRunnableBlock(parent: Root | Element, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const node = parent.children[i];
    if (node?.type === "text" && node.value.trim() === "") continue;
    return node?.type === "element" && node.properties[RUNNABLE_ATTRIBUTES.block] !== undefined;
  }
  return false;
}

function nextElement(parent: Root | Element, index: number): Element | undefined {
  for (const node of parent.children.slice(index + 1) as ElementContent[]) {
    if (node.type === "text" && node.value.trim() === "") continue;
    return node.type === "element" ? node : undefined;
  }
  return undefined;
}
