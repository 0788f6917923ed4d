import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { parseRunnableSource, RUNNABLE_ATTRIBUTES } from "#shared/runnable-source.ts";
import { generateRequestSnippets, type RequestSnippetApi } from "./generate-request-snippets.ts";
import { requestSnippetsElement } from "./request-snippets-markup.ts";

/**
 * Puts "Request as" snippets after each runnable block (after its variables block when it has one), generated from
 * the source the build hands the runner, so they always send what the example shows. It runs after
 * rehype-code-blocks.ts, whose figures keep their fence's position: a block that cannot have snippets is reported
 * at its file line. Without `api` (a pipeline with no endpoint configured) it adds nothing.
 */
export function rehypeRequestSnippets(api?: RequestSnippetApi) {
  return (tree: Root, file: VFile) => {
    if (!api) return;
    let groups = 0;
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName === "pre") return SKIP;
      if (node.tagName !== "figure" || node.properties[RUNNABLE_ATTRIBUTES.block] === undefined) return;
      if (!parent || index === undefined) return;
      const script = node.children.find(
        (child): child is Element => child.type === "element" && child.tagName === "script",
      );
      const source = script && parseRunnableSource(toString(script));
      if (!source) {
        file.message(
          "Bug: a runnable block has no readable source script (src/build/markdown/runnable-markup.ts).",
          node,
        );
        return SKIP;
      }
      const variablesAt = source.variables === undefined ? undefined : nextElementIndex(parent.children, index);
      const variables = variablesAt === undefined ? undefined : (parent.children[variablesAt] as Element);
      const result = generateRequestSnippets(source, api);
      if (!result.ok) {
        const { block, line, message } = result.problem;
        const fenceLine = (block === "variables" ? variables : node)?.position?.start.line;
        // The block's first code line sits one line below its opening fence.
        if (fenceLine === undefined) file.message(message, node);
        else file.message(message, { line: fenceLine + line, column: 1 });
        return SKIP;
      }
      const at = variables?.properties[RUNNABLE_ATTRIBUTES.variables] !== undefined ? (variablesAt ?? index) : index;
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
