import type { Element, ElementContent } from "hast";
import { CODE_BLOCK_MARKUP } from "#shared/code-block-markup.ts";

/** A code block's header: its title and language label when it has them, and the copy button the page script wires. */
export function codeHeader(parts: { title?: string; label?: string; copyLabel: string }): Element {
  const children: ElementContent[] = [];
  if (parts.title) children.push(span(CODE_BLOCK_MARKUP.titleClass, parts.title));
  if (parts.label) children.push(span(CODE_BLOCK_MARKUP.langClass, parts.label));
  children.push({
    type: "element",
    tagName: "button",
    properties: {
      type: "button",
      className: [CODE_BLOCK_MARKUP.copyClass],
      [CODE_BLOCK_MARKUP.copy]: "",
      ariaLabel: parts.copyLabel,
    },
    children: [{ type: "text", value: "Copy" }],
  });
  return { type: "element", tagName: "div", properties: { className: [CODE_BLOCK_MARKUP.headerClass] }, children };
}

function span(className: string, text: string): Element {
  return {
    type: "element",
    tagName: "span",
    properties: { className: [className] },
    children: [{ type: "text", value: text }],
  };
}
