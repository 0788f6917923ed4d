import { isVariablesBlock, takesVariables } from "../shared/code-languages.ts";
import type { Root, Code } from "mdast";
import { visit } from "unist-util-visit";

/** A fenced code block as written, for the build-time code checks. */
export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** Line of the opening fence within the Markdown body. */
  line: number;
  /** Raw JSON of a following ```json variables block, for graphql blocks (lib/shared/code-languages.ts pairs them). */
  variables?: string;
}

/** Lists the code blocks of a Markdown tree, pairing each graphql block with its variables block. */
export function collectCodeBlocks(tree: Root): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, "code", (node: Code, index, parent) => {
    const block: CodeBlock = {
      lang: node.lang ?? "",
      meta: node.meta ?? "",
      code: node.value,
      line: node.position?.start.line ?? 1,
    };
    if (takesVariables(block.lang) && parent && index !== undefined) {
      const next = parent.children[index + 1];
      if (next?.type === "code" && isVariablesBlock(next.lang ?? "", next.meta ?? "")) block.variables = next.value;
    }
    blocks.push(block);
  });
  return blocks;
}
