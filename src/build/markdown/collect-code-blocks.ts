import { isGraphqlLanguage, isVariablesBlock, takesVariables } from "#shared/code-languages.ts";
import type { Root, Code } from "mdast";
import { visit } from "unist-util-visit";

/** A fenced code block as written, for the build-time code checks. */
export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** Line of the opening fence within the Markdown body. */
  line: number;
  /** Raw JSON of a following ```json variables block, for graphql blocks (src/shared/code-languages.ts pairs them). */
  variables?: string;
  /** The id of a graphql block's figure on its page (`graphql-example-2`), so other pages can link to it. */
  anchor?: string;
}

/** The id of the page's n-th (0-based) graphql block, in document order; the HTML and the block list agree on it. */
export function graphqlBlockAnchor(index: number): string {
  return `graphql-example-${index + 1}`;
}

/** Lists the code blocks of a Markdown tree, pairing each graphql block with its variables block. */
export function collectCodeBlocks(tree: Root): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let graphqlBlocks = 0;
  visit(tree, "code", (node: Code, index, parent) => {
    const block: CodeBlock = {
      lang: node.lang ?? "",
      meta: node.meta ?? "",
      code: node.value,
      line: node.position?.start.line ?? 1,
    };
    if (isGraphqlLanguage(block.lang)) block.anchor = graphqlBlockAnchor(graphqlBlocks++);
    if (takesVariables(block.lang) && parent && index !== undefined) {
      const next = parent.children[index + 1];
      if (next?.type === "code" && isVariablesBlock(next.lang ?? "", next.meta ?? "")) block.variables = next.value;
    }
    blocks.push(block);
  });
  return blocks;
}
