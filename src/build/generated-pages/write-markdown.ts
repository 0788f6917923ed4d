import type { Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import { unified } from "unified";

// The same syntax extensions as the page renderer (src/build/markdown/render-markdown.ts), so what it reads is written.
const processor = unified().use(remarkGfm).use(remarkDirective).use(remarkStringify, {
  bullet: "-",
  emphasis: "_",
  rule: "-",
});

/** Writes a Markdown syntax tree as Markdown text: the Markdown export of a page made as a tree. */
export function writeMarkdown(tree: Root): string {
  return processor.stringify(tree);
}
