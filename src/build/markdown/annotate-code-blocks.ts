import type { Code, Root } from "mdast";
import { defaultHandlers, type Options as ToHastOptions } from "remark-rehype";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { isGraphqlLanguage, resolveCodeLanguage } from "#shared/code-languages.ts";
import type { SchemaReference } from "#build/graphql/trace-schema-usage.ts";
import { graphqlBlockAnchor, type CodeBlock } from "./code-block.ts";
import { readCodeMeta } from "./read-code-meta.ts";

/** Names in a block and where they lead (GraphQL fields and types to the schema reference). */
export type LinkCode = (code: string, lang: string) => SchemaReference[];

/**
 * Works out each fence's {@link CodeBlock} once, stores it on its `code` node (`data.codeBlock`) and lists them in
 * document order. A `json variables` fence right after a graphql fence is paired with it. A meta word it does not
 * understand is reported at the fence's line.
 */
export function annotateCodeBlocks(tree: Root, file: VFile, linkCode?: LinkCode): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let graphqlBlocks = 0;
  visit(tree, "code", (node: Code, index, parent) => {
    const meta = (node.meta ?? "").trim();
    const { flags, title, problems } = readCodeMeta(meta);
    for (const problem of problems) file.message(problem, node);
    // The language as remark-rehype writes it into the class name: the first word of the info string.
    const lang = node.lang?.split(/\s+/)[0] || "text";
    const block: CodeBlock = {
      lang,
      meta,
      code: node.value,
      line: node.position?.start.line ?? 1,
      flags,
      ...(title === undefined ? {} : { title }),
      ...(isGraphqlLanguage(lang) ? { anchor: graphqlBlockAnchor(graphqlBlocks++) } : {}),
      runnable: resolveCodeLanguage(lang).runnable === true && !flags.partial && !flags.norun,
      variablesOfRunnable: false,
      links: linkCode?.(node.value, lang) ?? [],
    };
    const previous = index === undefined ? undefined : parent?.children[index - 1];
    const operation = previous?.type === "code" ? previous.data?.codeBlock : undefined;
    if (operation && isGraphqlLanguage(operation.lang) && lang.toLowerCase() === "json" && flags.variables) {
      operation.variables = { code: block.code, line: block.line };
      block.variablesOfRunnable = operation.runnable;
    }
    node.data = { ...node.data, codeBlock: block };
    blocks.push(block);
  });
  return blocks;
}

/** remark-rehype's handler for fences, which also carries the block's model to its `<pre>` (`data.codeBlock`). */
export const codeBlockHandlers: NonNullable<ToHastOptions["handlers"]> = {
  code(state, node: Code) {
    const pre = defaultHandlers.code(state, node);
    pre.data = { ...pre.data, codeBlock: node.data?.codeBlock };
    return pre;
  },
};
