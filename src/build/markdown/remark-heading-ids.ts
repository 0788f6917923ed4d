import type { Root } from "mdast";
import { visit } from "unist-util-visit";

/** `{#my-id}` at the end of a heading's text. */
export const HEADING_ID_SUFFIX = /\s*\{#([A-Za-z][\w.-]*)\}\s*$/;

/** Gives a heading written `## Title {#my-id}` the id `my-id` (instead of its slug) and drops the suffix from its text. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, "heading", (heading) => {
      const last = heading.children.at(-1);
      if (last?.type !== "text") return;
      const match = HEADING_ID_SUFFIX.exec(last.value);
      if (!match?.[1]) return;
      last.value = last.value.slice(0, match.index);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: match[1] } };
    });
  };
}
