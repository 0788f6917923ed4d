import type { Nodes, Root } from "mdast";
import remarkDirective from "remark-directive";
import { unified } from "unified";
import { remarkParseGfm } from "#build/markdown/gfm-syntax.ts";

/** micromark with GFM and directives: the pipeline's parser with the markdown-it front end left out. */
export const micromark = unified().use(remarkParseGfm, { markdownIt: false }).use(remarkDirective).freeze();

/**
 * What the markdown-it front end must give as micromark does: the tree without positions, keys sorted (the order in
 * which each parser fills a node's fields means nothing), and apart from it each node's type and start line.
 */
export function treeShape(tree: Root): { tree: unknown; lines: string[] } {
  const lines: string[] = [];
  const walk = (node: Nodes) => {
    lines.push(`${node.type}@${node.position?.start.line}`);
    if ("children" in node) node.children.forEach(walk);
  };
  walk(tree);
  const sorted = (key: string, value: unknown) =>
    key === "position"
      ? undefined
      : value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
        : value;
  return { tree: JSON.parse(JSON.stringify(tree, sorted)) as unknown, lines };
}
