import { parseFragment, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** One cell of a reference table: its text, whether it holds a `<strong>` name, and its alignment. */
export interface TableCell {
  text: string;
  strong: boolean;
  alignRight: boolean;
}

/** One body row of a reference table and the line of the Markdown file it starts on. */
export interface TableRow {
  line: number;
  cells: TableCell[];
}

/** Reads every `<tbody>` row of the HTML tables in `html`, whose first line is `firstLine` of the file. */
export function readTableRows(html: string, firstLine: number): TableRow[] {
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  const rows: TableRow[] = [];
  for (const row of findElements(fragment, "tr")) {
    if (!hasAncestor(row, "tbody")) continue;
    const cells = elementChildren(row)
      .filter((child) => child.nodeName === "td")
      .map(readCell);
    const line = firstLine + (row.sourceCodeLocation?.startLine ?? 1) - 1;
    rows.push({ line, cells });
  }
  return rows;
}

function readCell(cell: Element): TableCell {
  return {
    text: textOf(cell).trim(),
    strong: findElements(cell, "strong").length > 0,
    alignRight: cell.attrs.some((attr) => attr.name === "align" && attr.value === "right"),
  };
}

function textOf(node: Node): string {
  if (node.nodeName === "#text" && "value" in node) return node.value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

function elementChildren(node: Node): Element[] {
  return "childNodes" in node ? node.childNodes.filter((child): child is Element => "tagName" in child) : [];
}

function findElements(node: Node, tagName: string): Element[] {
  return elementChildren(node).flatMap((child) => [
    ...(child.tagName === tagName ? [child] : []),
    ...findElements(child, tagName),
  ]);
}

function hasAncestor(element: Element, tagName: string): boolean {
  for (let parent = element.parentNode; parent; parent = "parentNode" in parent ? parent.parentNode : null) {
    if ("tagName" in parent && parent.tagName === tagName) return true;
  }
  return false;
}
