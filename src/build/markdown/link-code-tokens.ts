import type { Element, ElementContent } from "hast";

/** A stretch of one line of code that links somewhere: 1-based line and column, length in characters. */
export interface CodeLink {
  line: number;
  column: number;
  length: number;
  href: string;
}

/**
 * Wraps linked names of Shiki's output in `<a class="code-link">`, inside the token span that holds them, so the
 * token keeps its colour class and the code's text stays exactly the same. A link that straddles tokens is skipped.
 */
export function linkCodeTokens(pre: Element, links: CodeLink[]): void {
  if (links.length === 0) return;
  const code = pre.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
  if (!code) return;
  const lines = code.children.filter((child): child is Element => child.type === "element");
  const byLine = new Map<number, CodeLink[]>();
  for (const link of links) byLine.set(link.line, [...(byLine.get(link.line) ?? []), link]);
  for (const [lineNumber, lineLinks] of byLine) {
    const line = lines[lineNumber - 1];
    if (line) linkLine(line, lineLinks);
  }
}

function linkLine(line: Element, links: CodeLink[]): void {
  let offset = 0;
  for (const token of line.children) {
    const text = token.type === "element" ? onlyText(token) : undefined;
    const length = token.type === "text" ? token.value.length : (text?.length ?? 0);
    if (token.type === "element" && text !== undefined) {
      const inside = links
        .map((link) => ({ ...link, start: link.column - 1 - offset }))
        .filter((link) => link.start >= 0 && link.start + link.length <= text.length)
        .sort((a, b) => a.start - b.start);
      if (inside.length > 0) token.children = splitText(text, inside);
    }
    offset += length;
  }
}

function onlyText(element: Element): string | undefined {
  const [child] = element.children;
  return element.children.length === 1 && child?.type === "text" ? child.value : undefined;
}

function splitText(text: string, links: (CodeLink & { start: number })[]): ElementContent[] {
  const parts: ElementContent[] = [];
  let at = 0;
  for (const link of links) {
    if (link.start < at) continue;
    if (link.start > at) parts.push({ type: "text", value: text.slice(at, link.start) });
    const name = text.slice(link.start, link.start + link.length);
    parts.push({
      type: "element",
      tagName: "a",
      properties: { href: link.href, className: ["code-link"] },
      children: [{ type: "text", value: name }],
    });
    at = link.start + link.length;
  }
  if (at < text.length) parts.push({ type: "text", value: text.slice(at) });
  return parts;
}
