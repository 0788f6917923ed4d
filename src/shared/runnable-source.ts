/**
 * What the build hands the browser's runner for each runnable code block, and the markup names
 * the runner finds it by. Runtime-neutral: no Node and no DOM.
 */
import { CODE_BLOCK_MARKUP } from "./widget-markup.ts";
import { serializeForJsonScript } from "./json-script.ts";

/** A runnable example as written in the Markdown. */
export interface RunnableSource {
  /** The operation, exactly as written in the block. */
  operation: string;
  /** The raw JSON of the `json variables` block right after it, when there is one. */
  variables?: string;
  /** The block's `title="..."`, when it has one. */
  title?: string;
}

/** Attribute names in the prerendered markup (src/build/markdown/rehype-code-blocks.ts writes them from the block's model). */
export const RUNNABLE_ATTRIBUTES = {
  /** On the operation's `figure.code-block`. */
  block: "data-runnable",
  /** On the `<script type="application/json">` inside that figure that holds its {@link RunnableSource}. */
  source: "data-runnable-source",
  /** On the `figure.code-block` of the variables block paired with the operation before it. */
  variables: "data-runnable-variables",
} as const;

/** CSS selectors the runner uses, derived from the names above and the code-block markup. */
export const RUNNABLE_SELECTORS = {
  block: `figure.${CODE_BLOCK_MARKUP.figureClass}[${RUNNABLE_ATTRIBUTES.block}]`,
  header: `:scope > .${CODE_BLOCK_MARKUP.headerClass}`,
  code: ":scope > pre",
  copyButton: `[${CODE_BLOCK_MARKUP.copy}]`,
  source: `:scope > script[type="application/json"][${RUNNABLE_ATTRIBUTES.source}]`,
  variables: `figure.${CODE_BLOCK_MARKUP.figureClass}[${RUNNABLE_ATTRIBUTES.variables}]`,
} as const;

/** The block's source as the JSON of its `<script type="application/json">` (see json-script.ts). */
export function serializeRunnableSource(source: RunnableSource): string {
  return serializeForJsonScript(source);
}

/** Reads the JSON the build wrote; anything else (a hand-edited or truncated page) gives `undefined`. */
export function parseRunnableSource(text: string): RunnableSource | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { operation, variables, title } = value as Record<string, unknown>;
  if (typeof operation !== "string") return undefined;
  if (variables !== undefined && typeof variables !== "string") return undefined;
  if (title !== undefined && typeof title !== "string") return undefined;
  return {
    operation,
    ...(variables === undefined ? {} : { variables }),
    ...(title === undefined ? {} : { title }),
  };
}
