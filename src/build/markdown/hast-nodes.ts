import type { Element, ElementContent } from "hast";

/** A hast element, for the markup the rehype steps write. */
export function el(tagName: string, properties: Element["properties"], children: ElementContent[]): Element {
  return { type: "element", tagName, properties, children };
}

/** A hast text node. */
export function text(value: string): ElementContent {
  return { type: "text", value };
}
