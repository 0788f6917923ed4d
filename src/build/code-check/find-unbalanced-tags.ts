import { htmlVoidElements } from "html-void-elements";
import type { DefaultTreeAdapterMap } from "parse5";
import type { CodeProblem } from "./code-problem.ts";
import { lineColumnAt } from "./line-column.ts";

type ParentNode = DefaultTreeAdapterMap["parentNode"];
type Element = DefaultTreeAdapterMap["element"];

const VOID_ELEMENTS = new Set(htmlVoidElements);
const RAW_TEXT_ELEMENTS = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
]);
const END_TAG = /<\/([A-Za-z][\w:-]*)[^>]*>/g;

/**
 * Finds markup that is not well formed even where browsers would repair it: non-void elements
 * without their closing tag, closing tags in the wrong order, and closing tags with no
 * opening tag. `skipStarts` holds offsets the parser already reported an error at.
 */
export function findUnbalancedTags(code: string, root: ParentNode, skipStarts: ReadonlySet<number>): CodeProblem[] {
  const elements: Element[] = [];
  const ignoredRanges: Array<[number, number]> = [];
  collect(root, elements, ignoredRanges);
  const consumedEndTags = new Set(elements.map((element) => element.sourceCodeLocation?.endTag?.startOffset));

  const problems: CodeProblem[] = [];
  const misnested = new Set<string>();
  for (const element of elements) {
    const location = element.sourceCodeLocation!;
    const start = location.startTag!;
    if (location.endTag || VOID_ELEMENTS.has(element.tagName) || skipStarts.has(start.startOffset)) continue;
    if (isSelfClosingForeign(code, element)) continue;
    const parent = element.parentNode as Element | null;
    const parentEnd = parent?.sourceCodeLocation?.endTag;
    if (parent && parentEnd) {
      misnested.add(element.tagName);
      const message = `\`<${element.tagName}>\` opened at column ${start.startCol} is still open when \`</${parent.tagName}>\` closes \`<${parent.tagName}>\` (line ${parentEnd.startLine}). Close \`</${element.tagName}>\` first: inner elements close before outer ones.`;
      problems.push({ line: start.startLine, message });
    } else {
      const message = `\`<${element.tagName}>\` opened at column ${start.startCol} is never closed. Add \`</${element.tagName}>\`; only void elements such as \`<br>\` and \`<img>\` go without a closing tag.`;
      problems.push({ line: start.startLine, message });
    }
  }
  for (const match of code.matchAll(END_TAG)) {
    const offset = match.index;
    const name = match[1]!.toLowerCase();
    if (consumedEndTags.has(offset) || misnested.has(name) || skipStarts.has(offset)) continue;
    if (ignoredRanges.some(([from, to]) => offset >= from && offset < to)) continue;
    const message = `Closing tag \`</${name}>\` has no matching opening tag. Remove it or add \`<${name}>\` before it.`;
    problems.push({ line: lineColumnAt(code, offset).line, message });
  }
  return problems;
}

/** Gathers elements written in the source, and the ranges (comments, raw text) to ignore. */
function collect(node: ParentNode, elements: Element[], ignoredRanges: Array<[number, number]>): void {
  for (const child of node.childNodes) {
    if (child.nodeName === "#comment" && child.sourceCodeLocation) {
      ignoredRanges.push([child.sourceCodeLocation.startOffset, child.sourceCodeLocation.endOffset]);
    }
    if (!("tagName" in child)) continue;
    const location = child.sourceCodeLocation;
    if (location?.startTag) elements.push(child);
    if (location?.startTag && location.endTag && RAW_TEXT_ELEMENTS.has(child.tagName)) {
      ignoredRanges.push([location.startTag.endOffset, location.endTag.startOffset]);
    }
    collect(child, elements, ignoredRanges);
    if ("content" in child) collect(child.content, elements, ignoredRanges);
  }
}

/** `<path ... />` inside SVG or MathML closes itself; in HTML a trailing `/` does nothing. */
function isSelfClosingForeign(code: string, element: Element): boolean {
  const start = element.sourceCodeLocation?.startTag;
  const isForeign = !element.namespaceURI.endsWith("/xhtml");
  return isForeign && start !== undefined && code.slice(start.startOffset, start.endOffset).endsWith("/>");
}
