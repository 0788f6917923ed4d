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
  return collectElements(parse(html), tag).map(toHtmlElement);
}

/** An element with where it stands in the page's text: `html.slice(start, end)` is its whole markup. */
export interface LocatedHtmlElement extends HtmlElement {
  start: number;
  end: number;
}

/** As {@link findElements}, with each element's offsets in `html` (the parser's location tracking costs more). */
export function findLocatedElements(html: string, tag: string): LocatedHtmlElement[] {
  return collectElements(parse(html, { sourceCodeLocationInfo: true }), tag).map((element) => ({
    ...toHtmlElement(element),
    start: element.sourceCodeLocation?.startOffset ?? 0,
    end: element.sourceCodeLocation?.endOffset ?? 0,
  }));
}

function collectElements(root: Node, tag: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node && node.tagName === tag) found.push(node);
    const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(root);
  return found;
}

function toHtmlElement(element: Element): HtmlElement {
  const attributes = Object.fromEntries(element.attrs.map((attribute) => [attribute.name, attribute.value]));
  const text = element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
  return { tag: element.tagName, attributes, text };
}
