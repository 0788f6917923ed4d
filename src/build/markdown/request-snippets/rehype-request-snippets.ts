import type { Element, ElementContent, Root } from "hast";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { runnableSource } from "../runnable-markup.ts";
import { generateRequestSnippets, type RequestSnippetApi } from "./generate-request-snippets.ts";
import { requestSnippetsElement } from "./request-snippets-markup.ts";

/**
 * Puts "Request as" snippets after each runnable block (after its variables block when it has one), generated from
 * the source the build hands the runner, so they always send what the example shows. It runs after
 * rehype-code-blocks.ts, whose figures keep their block's model: a block that cannot have snippets is reported at its
 * file line. Without `api` (a pipeline with no endpoint configured) it adds nothing.
 */
export function rehypeRequestSnippets(api?: RequestSnippetApi) {
  return (tree: Root, file: VFile) => {
    if (!api) return;
    let groups = 0;
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName === "pre") return SKIP;
      const block = node.tagName === "figure" ? node.data?.codeBlock : undefined;
      if (!block?.runnable || !parent || index === undefined) return;
      const result = generateRequestSnippets(runnableSource(block), api);
      if (!result.ok) {
        const { line, message } = result.problem;
        const fenceLine = result.problem.block === "variables" ? (block.variables?.line ?? block.line) : block.line;
        // The block's first code line sits one line below its opening fence.
        file.message(message, { line: fenceLine + line, column: 1 });
        return SKIP;
      }
      const at = block.variables ? (nextElementIndex(parent.children, index) ?? index) : index;
      parent.children.splice(at + 1, 0, requestSnippetsElement(result.snippets, api.token, ++groups));
      return [SKIP, at + 2];
    });
  };
}

function nextElementIndex(children: ElementContent[] | Root["children"], index: number): number | undefined {
  for (let i = index + 1; i < children.length; i++) {
    const node = children[i];
    if (node?.type === "text" && node.value.trim() === "") continue;
    return node?.type === "element" ? i : undefined;
  }
  return undefined;
}
