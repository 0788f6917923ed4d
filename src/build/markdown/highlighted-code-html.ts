import type { Element, ElementContent, Properties } from "hast";

/**
 * The attributes Shiki's `<pre>`, `<code>` and token spans carry, and the code links' (link-code-tokens.ts), by hast
 * property name. Each is a plain attribute for hast-util-to-html: no boolean, no comma-separated list.
 */
const ATTRIBUTE_NAMES: Record<string, string> = {
  class: "class",
  className: "class",
  tabindex: "tabindex",
  tabIndex: "tabindex",
  href: "href",
  style: "style",
};

/** The elements of highlighted code: written `<tag …>…</tag>`, with no void, raw-text or foreign element among them. */
const TAGS = new Set(["pre", "code", "span", "a"]);

/** What hast-util-to-html escapes, with its default settings, in text and in a double-quoted attribute value. */
const TEXT_ESCAPES = /[<&]/g;
const ATTRIBUTE_ESCAPES = /[\0"&'`]/g;

/**
 * A highlighted `<pre>` as HTML, byte for byte what rehype-stringify writes for it, or undefined when it holds
 * anything but elements with the attributes above and text, which rehype-stringify then writes as before. A page's
 * highlighted code is most of its elements (two thirds of them on the synthetic bench pages), and the generic
 * serializer works out each attribute's schema, options and escapes anew for every token.
 */
export function highlightedCodeHtml(pre: Element): string | undefined {
  const parts: string[] = [];
  return writeElement(pre, parts) ? parts.join("") : undefined;
}

function writeElement(element: Element, parts: string[]): boolean {
  if (!TAGS.has(element.tagName)) return false;
  const attributes = writeAttributes(element.properties);
  if (attributes === undefined) return false;
  parts.push(`<${element.tagName}${attributes}>`);
  for (const child of element.children) {
    if (!writeChild(child, parts)) return false;
  }
  parts.push(`</${element.tagName}>`);
  return true;
}

function writeChild(node: ElementContent, parts: string[]): boolean {
  if (node.type === "text") {
    parts.push(escapeHtml(node.value, TEXT_ESCAPES));
    return true;
  }
  return node.type === "element" && writeElement(node, parts);
}

function writeAttributes(properties: Properties): string | undefined {
  let written = "";
  for (const key in properties) {
    const value = properties[key];
    if (value === undefined || value === null || value === false) continue;
    const name = ATTRIBUTE_NAMES[key];
    if (name === undefined) return undefined;
    if (value === true) {
      written += ` ${name}`;
      continue;
    }
    if (typeof value === "number" && Number.isNaN(value)) continue;
    const text = Array.isArray(value) ? value.join(" ").trim() : String(value);
    written += ` ${name}="${escapeHtml(text, ATTRIBUTE_ESCAPES)}"`;
  }
  return written;
}

function escapeHtml(value: string, characters: RegExp): string {
  characters.lastIndex = 0;
  if (!characters.test(value)) return value;
  characters.lastIndex = 0;
  return value.replace(characters, (character) => `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`);
}
