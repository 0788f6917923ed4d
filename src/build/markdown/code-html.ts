import type { Properties } from "hast";
import { linksByLine, linksInToken, type CodeLink } from "./link-code-tokens.ts";

/** One highlighted token: its text and the class of its colour. */
export interface CodeToken {
  content: string;
  className: string;
}

/** One line of highlighted code: its class (`line`, `line highlighted`) and its tokens. */
export interface CodeLine {
  className: string;
  tokens: CodeToken[];
}

/**
 * A highlighted block's `<pre>` as HTML, written straight from its tokens: byte for byte what rehype-stringify wrote for
 * the tree Shiki's `codeToHast` built from the same tokens (`<pre>`, `<code>`, a span per line and per token, lines
 * joined by a newline), with linked names wrapped in `<a class="code-link">` inside their token. Highlighted code is
 * most of a page's elements (two thirds on the synthetic bench pages), and nothing after the code-block step looks
 * inside it: a tree for each token, only to be serialised, was most of the highlighting's cost besides the grammar's.
 */
export function writeCodeHtml(preAttributes: string, lines: CodeLine[], links: CodeLink[] = []): string {
  const byLine = linksByLine(links);
  // Joined once at the end: one flat string, where appending piece by piece builds a rope of thousands of pieces.
  const parts: string[] = [`<pre${preAttributes}><code>`];
  lines.forEach((line, index) => {
    parts.push(`${index > 0 ? "\n" : ""}<span class="${escapeAttribute(line.className)}">`);
    const lineLinks = byLine.get(index + 1);
    let offset = 0;
    for (const token of line.tokens) {
      const text = lineLinks ? linkedText(token.content, lineLinks, offset) : escapeText(token.content);
      parts.push(`<span class="${escapeAttribute(token.className)}">${text}</span>`);
      offset += token.content.length;
    }
    parts.push("</span>");
  });
  parts.push("</code></pre>");
  return parts.join("");
}

function linkedText(content: string, lineLinks: CodeLink[], offset: number): string {
  let html = "";
  let at = 0;
  for (const link of linksInToken(lineLinks, offset, content.length)) {
    html += escapeText(content.slice(at, link.start));
    const name = content.slice(link.start, link.start + link.length);
    html += `<a href="${escapeAttribute(link.href)}" class="code-link">${escapeText(name)}</a>`;
    at = link.start + link.length;
  }
  return html + escapeText(content.slice(at));
}

/**
 * The attributes of an element, written as rehype-stringify writes them, for the few Shiki puts on `<pre>` (classes and
 * `tabindex`): each a plain attribute, a list joined by spaces. Throws on any other, which this writer does not know.
 */
export function writeAttributes(properties: Properties): string {
  let written = "";
  for (const key in properties) {
    const value = properties[key];
    if (value === undefined || value === null || value === false) continue;
    const name = ATTRIBUTE_NAMES[key];
    if (name === undefined) {
      throw new Error(`Internal error: code-html.ts cannot write the \`${key}\` property of a highlighted <pre>.`);
    }
    const text = Array.isArray(value) ? value.join(" ").trim() : String(value);
    written += ` ${name}="${escapeAttribute(text)}"`;
  }
  return written;
}

/** The attribute of each property Shiki's `<pre>` carries, by hast property name. */
const ATTRIBUTE_NAMES: Record<string, string> = { class: "class", className: "class", tabindex: "tabindex" };

/** What hast-util-to-html escapes, with its default settings, in text and in a double-quoted attribute value. */
const TEXT_ESCAPES = /[<&]/g;
const ATTRIBUTE_ESCAPES = /[\0"&'`]/g;

function escapeText(value: string): string {
  return escape(value, TEXT_ESCAPES);
}

function escapeAttribute(value: string): string {
  return escape(value, ATTRIBUTE_ESCAPES);
}

function escape(value: string, characters: RegExp): string {
  characters.lastIndex = 0;
  if (!characters.test(value)) return value;
  characters.lastIndex = 0;
  return value.replace(characters, (character) => `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`);
}
