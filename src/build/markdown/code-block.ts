import type { SchemaReference } from "#build/graphql/trace-schema-usage.ts";

/** The words a code block's meta may hold besides `title="..."` and Shiki's line ranges (`{1,3-4}`). */
export const CODE_FLAGS = ["partial", "norun", "variables"] as const;

/** One meta flag: `partial` (an excerpt, not checked), `norun` (no "Run"), `variables` (the operation's variables). */
export type CodeFlag = (typeof CODE_FLAGS)[number];

/**
 * What the site knows about one fenced code block, worked out once from the Markdown tree (remark-code-blocks.ts) and
 * read by every later step: the checks, the highlighted figure, the runner's source, the request snippets, the search
 * identifiers, the page's anchors.
 */
export interface CodeBlock {
  /** The fence's language as written (`graphql`, `GQL`); `text` when the fence names none. */
  lang: string;
  /** The rest of the fence line, as written; the highlighter reads its line ranges as Shiki's meta-highlight does. */
  meta: string;
  /** The code, without the fence. */
  code: string;
  /** Line of the opening fence within the Markdown body. */
  line: number;
  flags: Readonly<Record<CodeFlag, boolean>>;
  /** The meta's `title="..."`. */
  title?: string;
  /** The id of a graphql block's figure (`graphql-example-2`), so other pages can link to it. */
  anchor?: string;
  /** Whether the block gets a "Run" action: a runnable language, neither `partial` nor `norun`. */
  runnable: boolean;
  /** The `json variables` block right after a graphql block: its JSON and the line of its fence. */
  variables?: { code: string; line: number };
  /** Whether this is a `json variables` block paired with the runnable block right before it. */
  variablesOfRunnable: boolean;
  /** Names in a graphql block and where they lead in the schema reference (when the page links code). */
  links: SchemaReference[];
}

/** The id of the page's n-th (0-based) graphql block, in document order. */
export function graphqlBlockAnchor(index: number): string {
  return `graphql-example-${index + 1}`;
}

declare module "mdast" {
  interface CodeData {
    codeBlock?: CodeBlock;
  }
}

declare module "hast" {
  interface ElementData {
    /** On the `<pre>` of a fence, and then on its figure: the block's model, carried over from the Markdown tree. */
    codeBlock?: CodeBlock;
  }
}
