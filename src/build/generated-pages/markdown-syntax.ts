import type { Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";

// The same syntax extensions as the page renderer (src/build/markdown/render-markdown.ts), so a page reads the same here.
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkStringify, {
  bullet: "-",
  emphasis: "_",
  rule: "-",
});

/** Parses a page body into a Markdown syntax tree with GFM tables and directives. */
export function parseMarkdown(markdown: string): Root {
  return processor.parse(markdown);
}

/** Writes a Markdown syntax tree back to Markdown text. */
export function writeMarkdown(tree: Root): string {
  return processor.stringify(tree);
}
