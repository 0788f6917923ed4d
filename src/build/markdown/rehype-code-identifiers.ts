import type { Root } from "hast";
import type { VFile } from "vfile";
import { collectCodeIdentifiers } from "./collect-code-identifiers.ts";

/** How much a match among the code identifiers counts against a match in prose (1). */
export const CODE_IDENTIFIER_WEIGHT = "0.5";

/**
 * Code blocks stay out of the search index (indexing them whole costs memory on large sites), so this puts
 * the identifiers they use (`bestFit`, `MediaImage`) into one hidden element at the top of the page: searching
 * for a name that appears only in code finds the page, and a match there leads to the page itself. The page's code,
 * in document order, comes from its code-block models (`codeOf`), which the Markdown stage listed once.
 */
export function rehypeCodeIdentifiers(codeOf: (file: VFile) => string[]) {
  return (tree: Root, file: VFile) => {
    const identifiers = collectCodeIdentifiers(codeOf(file));
    if (identifiers.length === 0) return;
    tree.children.unshift({
      type: "element",
      tagName: "div",
      properties: { className: ["code-identifiers"], hidden: true, dataPagefindWeight: CODE_IDENTIFIER_WEIGHT },
      children: [{ type: "text", value: identifiers.join(" ") }],
    });
  };
}
