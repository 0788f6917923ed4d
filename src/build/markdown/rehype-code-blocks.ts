import { resolveCodeLanguage } from "#shared/code-languages.ts";
import { CODE_BLOCK_MARKUP } from "#shared/widget-markup.ts";
import { RUNNABLE_ATTRIBUTES } from "#shared/runnable-source.ts";
import type { Root, Element } from "hast";
import { SKIP, visit } from "unist-util-visit";
import type { Highlighter } from "./highlighter.ts";
import type { CodeBlock } from "./code-block.ts";
import { codeHeader } from "./code-header.ts";
import { el } from "./hast-nodes.ts";
import { runnableSourceScript } from "./runnable-markup.ts";

/**
 * Highlights fenced code with Shiki and wraps it in a figure with title, language label and copy button, from the
 * model annotate-code-blocks.ts put on each fence's `<pre>`; the figure keeps the model for later steps.
 */
export function rehypeCodeBlocks(options: { highlighter: Highlighter }) {
  return async (tree: Root) => {
    const langs = new Set<string>();
    visit(tree, "element", (node: Element) => {
      const block = modelOf(node);
      if (block) langs.add(block.lang);
    });
    await options.highlighter.load(langs);
    visit(tree, "element", (node: Element, index, parent) => {
      const block = modelOf(node);
      if (!block || !parent || index === undefined) return;
      // HTML already (rehype-stringify passes it through): nothing after this step looks inside the code.
      const pre = options.highlighter.highlight(block.code, block.lang, block.meta, block.links);
      const { label } = resolveCodeLanguage(block.lang);
      const title = block.title ?? (block.flags.variables ? "Variables" : undefined);
      const properties = {
        className: [CODE_BLOCK_MARKUP.figureClass],
        id: block.anchor,
        // Code blocks stay out of the search index to keep it small; rehype-code-identifiers indexes their names.
        dataPagefindIgnore: "",
        dataLang: block.lang,
        [RUNNABLE_ATTRIBUTES.block]: block.runnable ? "" : undefined,
        [RUNNABLE_ATTRIBUTES.variables]: block.variablesOfRunnable ? "" : undefined,
      };
      const figure = el("figure", properties, [
        codeHeader({ ...(title ? { title } : {}), label, copyLabel: `Copy ${label} code` }),
        { type: "raw", value: pre },
        ...(block.runnable ? [runnableSourceScript(block)] : []),
      ]);
      figure.data = { codeBlock: block };
      parent.children[index] = figure;
      return [SKIP, index + 1];
    });
  };
}

/** The model of a fence's `<pre>`; other elements have none. */
function modelOf(node: Element): CodeBlock | undefined {
  return node.tagName === "pre" ? node.data?.codeBlock : undefined;
}
