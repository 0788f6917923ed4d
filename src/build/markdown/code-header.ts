import type { Element, ElementContent } from "hast";
import { CODE_BLOCK_MARKUP } from "#shared/widget-markup.ts";

/**
 * A code block's header: its title and language label when it has them, and its copy button, which the page script
 * wires unless `copyAttribute` hands it to a widget of its own.
 */
export function codeHeader(parts: {
  title?: string;
  label?: string;
  copyLabel: string;
  copyAttribute?: string;
}): Element {
  const children: ElementContent[] = [];
  if (parts.title) children.push(span(CODE_BLOCK_MARKUP.titleClass, parts.title));
  if (parts.label) children.push(span(CODE_BLOCK_MARKUP.langClass, parts.label));
  children.push({
    type: "element",
    tagName: "button",
    properties: {
      type: "button",
      className: [CODE_BLOCK_MARKUP.copyClass],
      [parts.copyAttribute ?? CODE_BLOCK_MARKUP.copy]: "",
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
