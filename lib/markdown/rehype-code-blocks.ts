import { hasMetaFlag } from "../shared/code-meta.ts";
import type { Root, Element, ElementContent } from "hast";
import { SKIP, visit } from "unist-util-visit";
import { toString } from "hast-util-to-string";
import type { Highlighter } from "./highlighter.ts";
import { graphqlBlockAnchor } from "./collect-code-blocks.ts";
import { linkCodeTokens, type CodeLink } from "./link-code-tokens.ts";

const LANGUAGE_NAMES: Record<string, string> = {
  graphql: "GraphQL",
  gql: "GraphQL",
  js: "JavaScript",
  javascript: "JavaScript",
  jsx: "JSX",
  ts: "TypeScript",
  typescript: "TypeScript",
  tsx: "TSX",
  json: "JSON",
  geojson: "GeoJSON",
  bash: "Shell",
  sh: "Shell",
  shell: "Shell",
  html: "HTML",
  css: "CSS",
  yaml: "YAML",
  vue: "Vue",
  svelte: "Svelte",
  php: "PHP",
  python: "Python",
  text: "Text",
  xml: "XML",
  sql: "SQL",
  svg: "SVG",
  http: "HTTP",
  dotenv: "Env",
  env: "Env",
};

/** Highlights fenced code with Shiki and wraps it in a figure with title, language label and copy button. */
export function rehypeCodeBlocks(options: {
  highlighter: Highlighter;
  /** Links for names in a block (GraphQL fields and types to their schema reference). */
  linkCode?: (code: string, lang: string) => CodeLink[];
}) {
  return (tree: Root) => {
    let graphqlBlocks = 0;
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const code = node.children[0];
      if (code?.type !== "element" || code.tagName !== "code") return;
      const classes = code.properties.className ?? [];
      const lang = classes.find((c) => c.startsWith("language-"))?.slice(9) ?? "text";
      const meta = ((code.data as { meta?: string } | undefined)?.meta ?? "").trim();
      const source = toString(code).replace(/\n$/, "");
      const pre = options.highlighter.highlight(source, lang, meta);
      if (options.linkCode) linkCodeTokens(pre, options.linkCode(source, lang));
      const title = /title="([^"]*)"/.exec(meta)?.[1] ?? (hasMetaFlag(meta, "variables") ? "Variables" : undefined);
      const label = LANGUAGE_NAMES[lang] ?? lang.toUpperCase();
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
          id: /^(graphql|gql)$/.test(lang) ? graphqlBlockAnchor(graphqlBlocks++) : undefined,
          // Code blocks stay out of the search index (inline code in prose is indexed); this keeps the index small.
          dataPagefindIgnore: "",
          dataLang: lang,
          dataRunnable: isRunnable(lang, meta) ? "" : undefined,
        },
        [el("div", { className: ["code-header"] }, header), pre],
      );
      parent.children[index] = figure;
      return [SKIP, index + 1];
    });
  };
}

function isRunnable(lang: string, meta: string): boolean {
  return /^(graphql|gql)$/.test(lang) && !hasMetaFlag(meta, "partial") && !hasMetaFlag(meta, "norun");
}

function el(tagName: string, properties: Element["properties"], children: ElementContent[]): Element {
  return { type: "element", tagName, properties, children };
}
