import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** One element of a parsed page: its tag, its attributes and, for scripts and styles, its text. */
export interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  text: string;
}

/**
 * Every element named `tag` in a page, in document order, read with an HTML parser rather than a regular
 * expression, so attribute order, quoting and case do not matter.
 */
export function findElements(html: string, tag: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node && node.tagName === tag) found.push(toHtmlElement(node));
    const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return found;
}

function toHtmlElement(element: Element): HtmlElement {
  const attributes = Object.fromEntries(element.attrs.map((attribute) => [attribute.name, attribute.value]));
  const text = element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
  return { tag: element.tagName, attributes, text };
}
