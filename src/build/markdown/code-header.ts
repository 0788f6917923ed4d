import type { Element } from "hast";
import { CODE_BLOCK_MARKUP } from "#shared/widget-markup.ts";
import { el, text } from "./hast-nodes.ts";

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
  const { titleClass, langClass, copyClass, copy, headerClass } = CODE_BLOCK_MARKUP;
  const button = el(
    "button",
    { type: "button", className: [copyClass], [parts.copyAttribute ?? copy]: "", ariaLabel: parts.copyLabel },
    [text("Copy")],
  );
  return el("div", { className: [headerClass] }, [
    ...(parts.title ? [el("span", { className: [titleClass] }, [text(parts.title)])] : []),
    ...(parts.label ? [el("span", { className: [langClass] }, [text(parts.label)])] : []),
    button,
  ]);
}
