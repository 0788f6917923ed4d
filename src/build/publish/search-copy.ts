/**
 * The search copy of a built page: the part of it that Pagefind reads, as a small document of its own, which the
 * pages stage writes beside the site (`BuildPaths.searchPagesDir`) and the publish stage indexes instead of the page.
 *
 * Pagefind parses the whole page, while it indexes only the `data-pagefind-body` element (the article) and, inside
 * it, leaves out the text of every `data-pagefind-ignore` element: highlighted code, request snippets, page actions.
 * On the 5,000-page synthetic site a page is about 65 KB and its copy 12 KB. Pagefind's reading step, timed on its
 * own with Pagefind's default settings, took half the CPU time on the copies (3,219 pages: 6.9-8.3 s against
 * 16.1-17.2 s); the builds of this site and of the bench corpora wrote the same index from them, byte for byte.
 *
 * The copy keeps the page's `<html>` tag, its `<title>` and the article, with the content of each ignored element
 * removed but its own tag kept. Pagefind still reads filters, metadata and sort keys inside an element it ignores, so
 * an ignored element whose content has any `data-pagefind-` attribute is kept whole. A page with such an attribute
 * outside the article is refused: the copy would leave it out.
 */

import { htmlVoidElements } from "html-void-elements";

const BODY_ATTRIBUTE = "data-pagefind-body";

/** An opening tag with the body attribute. Text cannot match: the app escapes `<` in text and attribute values. */
const BODY_START = /<[a-z][a-z0-9-]*\b[^>]*?\sdata-pagefind-body[\s=/>]/g;

/** An opening tag with the `data-pagefind-ignore` attribute (with or without a value). */
const IGNORED_START = /<([a-z][a-z0-9-]*)\b[^>]*?\sdata-pagefind-ignore(?:="[^"]*")?[\s/>]/g;

/** Elements without content or closing tag: an ignored one has nothing to remove. */
const VOID_ELEMENTS = new Set(htmlVoidElements);

/** A tag with an attribute Pagefind reads wherever it is inside the body, even in an ignored element. */
const PAGEFIND_ATTRIBUTE = /<[a-z][^>]*?\s(data-pagefind-(?!ignore\b)[a-z-]+)/;

/**
 * The search copy of `html`, a document as the app renders it (React escapes `<` and `>` in text and attribute values,
 * and `<script>` content is JSON with `<` escaped); undefined for a page with nothing to index (a redirect page).
 */
export function searchCopyOf(html: string, file: string): string | undefined {
  BODY_START.lastIndex = 0;
  const bodyStart = BODY_START.exec(html)?.index;
  if (bodyStart === undefined) return undefined;
  const bodyEnd = elementEnd(html, bodyStart, file);
  BODY_START.lastIndex = bodyEnd;
  const secondBody = BODY_START.test(html);
  const outside = html.slice(0, bodyStart) + html.slice(bodyEnd);
  const stray = PAGEFIND_ATTRIBUTE.exec(outside.replaceAll(/<script\b[\s\S]*?<\/script>/g, ""));
  if (stray || secondBody) {
    throw new Error(
      `${file}: \`${stray?.[1] ?? BODY_ATTRIBUTE}\` outside the page's \`${BODY_ATTRIBUTE}\` element, ` +
        "which the search copy would leave out (src/build/publish/search-copy.ts): move it into the article.",
    );
  }
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? "<html>";
  const title = /<title>[\s\S]*?<\/title>/.exec(html)?.[0] ?? "";
  const body = withoutIgnoredContent(html.slice(bodyStart, bodyEnd), file);
  return `<!DOCTYPE html>${htmlTag}<head>${title}</head><body>${body}</body></html>`;
}

/** `element` (one element's HTML) with the content of each ignored element inside it removed, where that is safe. */
function withoutIgnoredContent(element: string, file: string): string {
  let copy = "";
  let from = 0;
  IGNORED_START.lastIndex = 0;
  for (let match = IGNORED_START.exec(element); match; match = IGNORED_START.exec(element)) {
    const start = match.index;
    const openEnd = element.indexOf(">", start) + 1;
    if (start < from || VOID_ELEMENTS.has(match[1] ?? "") || element[openEnd - 2] === "/") continue;
    const end = elementEnd(element, start, file);
    const closeStart = element.lastIndexOf("</", end - 1);
    if (PAGEFIND_ATTRIBUTE.test(element.slice(openEnd, closeStart))) continue;
    copy += element.slice(from, openEnd) + element.slice(closeStart, end);
    from = end;
    IGNORED_START.lastIndex = end;
  }
  return copy + element.slice(from);
}

/**
 * The index just after the closing tag of the element whose opening tag starts at `start`, counting the elements of
 * the same name nested in it; a `<script>`'s content is skipped whole.
 */
export function elementEnd(html: string, start: number, file = "(page)"): number {
  const name = /^<([a-z][a-z0-9-]*)/.exec(html.slice(start, start + 64))?.[1];
  if (!name) throw new Error(`${file}: no element starts at offset ${start}.`);
  const tags = new RegExp(`<script\\b[\\s\\S]*?</script>|<(/?)${name}[\\s/>]`, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    if (tag[0].startsWith("<script") && name !== "script") continue;
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.indexOf(">", tag.index) + 1;
  }
  throw new Error(`${file}: the <${name}> at offset ${start} is never closed.`);
}
