import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

/** Raw HTML never reaches a page: each occurrence becomes a build problem (comments are allowed and dropped). */
export function remarkRejectHtml() {
  return (tree: Root, file: VFile) => {
    visit(tree, "html", (node) => {
      if (/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) return;
      const snippet = node.value.trim().split("\n")[0]?.slice(0, 60) ?? "";
      file.message(
        `Raw HTML \`${snippet}\` is not allowed in Markdown. Use Markdown syntax or a directive, or put it in a fenced code block to show it.`,
        node,
      );
    });
  };
}
