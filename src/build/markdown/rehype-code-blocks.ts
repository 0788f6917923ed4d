import { hasMetaFlag } from "#shared/code-meta.ts";
import {
  isGraphqlLanguage,
  isRunnableBlock,
  isVariablesBlock,
  readMetaTitle,
  resolveCodeLanguage,
} from "#shared/code-languages.ts";
import { RUNNABLE_ATTRIBUTES } from "#shared/runnable-source.ts";
import type { Root, Element, ElementContent } from "hast";
import { SKIP, visit } from "unist-util-visit";
import type { Highlighter } from "./highlighter.ts";
import { followsRunnableBlock, readFence, runnableSourceScript } from "./runnable-markup.ts";
import { graphqlBlockAnchor } from "./collect-code-blocks.ts";
import { linkCodeTokens, type CodeLink } from "./link-code-tokens.ts";

/** Highlights fenced code with Shiki and wraps it in a figure with title, language label and copy button. */
export function rehypeCodeBlocks(options: {
  highlighter: Highlighter;
  /** Links for names in a block (GraphQL fields and types to their schema reference). */
  linkCode?: (code: string, lang: string) => CodeLink[];
}) {
  return async (tree: Root) => {
    const langs = new Set<string>();
    visit(tree, "element", (node: Element) => {
      const fence = node.tagName === "pre" ? readFence(node) : undefined;
      if (fence) langs.add(fence.lang);
    });
    await options.highlighter.load(langs);
    let graphqlBlocks = 0;
    visit(tree, "element", (node: Element, index, parent) => {
      const fence = node.tagName === "pre" ? readFence(node) : undefined;
      if (!fence || !parent || index === undefined) return;
      const { lang, meta, source } = fence;
      const pre = options.highlighter.highlight(source, lang, meta);
      if (options.linkCode) linkCodeTokens(pre, options.linkCode(source, lang));
      const title = readMetaTitle(meta) ?? (hasMetaFlag(meta, "variables") ? "Variables" : undefined);
      const { label } = resolveCodeLanguage(lang);
      const runnable = isRunnableBlock(lang, meta);
      const header: ElementContent[] = [];
      if (title) header.push(el("span", { className: ["code-title"] }, [{ type: "text", value: title }]));
      header.push(el("span", { className: ["code-lang"] }, [{ type: "text", value: label }]));
      header.push(
        el("button", { type: "button", className: ["code-copy"], dataCopy: "", ariaLabel: `Copy ${label} code` }, [
          { type: "text", value: "Copy" },
        ]),
      );
      const figure = el(
        "figure",
        {
          className: ["code-block"],
          id: isGraphqlLanguage(lang) ? graphqlBlockAnchor(graphqlBlocks++) : undefined,
          // Code blocks stay out of the search index to keep it small; rehype-code-identifiers indexes their names.
          dataPagefindIgnore: "",
          dataLang: lang,
          [RUNNABLE_ATTRIBUTES.block]: runnable ? "" : undefined,
          [RUNNABLE_ATTRIBUTES.variables]:
            isVariablesBlock(lang, meta) && followsRunnableBlock(parent, index) ? "" : undefined,
        },
        [
          el("div", { className: ["code-header"] }, header),
          pre,
          ...(runnable ? [runnableSourceScript(fence, parent, index)] : []),
        ],
      );
      // The fence's position, so later steps (request-snippets/) can report problems at the block's line.
      figure.position = node.position;
      parent.children[index] = figure;
      return [SKIP, index + 1];
    });
  };
}

function el(tagName: string, properties: Element["properties"], children: ElementContent[]): Element {
  return { type: "element", tagName, properties, children };
}
