import type { Root as MdastRoot, Nodes as MdastNodes } from "mdast";

/*
 * GFM's literal autolinks (a bare `https://…`, `www.…` or `name@host.tld` becoming a link) are the costliest part of
 * parsing: their syntax is tried at the start of every word of every paragraph, and on the 170-page bench corpus it
 * took 0.31 s of the 0.83 s micromark spent. A literal autolink needs one of `http://`, `https://`, `www.` (in any
 * case) or `@` in the text, so a page whose text has none of them parses to the same tree without that syntax.
 * render-markdown.ts parses such pages without it (./gfm-syntax.ts) and every other page with it (decision 13).
 */

/** What every GFM literal autolink contains: the start of a URL or `www.` link, or an email's `@`. */
const LITERAL_AUTOLINK_MARK = /https?:\/\/|www\.|@/i;

/** A fenced code block (backticks or tildes), whose text cannot hold a literal autolink. */
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm;

/**
 * Whether `markdown` outside its fenced code may hold a literal autolink. A guess, from the source alone (it does not
 * know indented code, code spans or lists that end a fence early), that only picks which parse to try first: a page
 * that may hold one is parsed with full GFM at once rather than twice.
 */
export function proseMayHoldLiteralAutolink(markdown: string): boolean {
  return LITERAL_AUTOLINK_MARK.test(markdown.replace(FENCED_CODE, ""));
}

/**
 * Whether a tree parsed without the literal autolink syntax has text where full GFM could find one: then the page is
 * parsed again with it. Exact in this direction: a literal autolink is made of text characters, so a tree whose text
 * nodes hold none of the marks parses the same with the syntax.
 */
export function treeMayHoldLiteralAutolink(tree: MdastRoot): boolean {
  const holds = (node: MdastNodes): boolean =>
    node.type === "text"
      ? LITERAL_AUTOLINK_MARK.test(node.value)
      : "children" in node && node.children.some((child) => holds(child));
  return holds(tree);
}
