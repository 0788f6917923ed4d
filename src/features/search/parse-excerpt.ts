/** A run of excerpt text, marked when it is a matched word. */
export interface ExcerptSegment {
  text: string;
  mark: boolean;
}

const MARK = /<mark>([\s\S]*?)<\/mark>/g;

/** Pagefind escapes only `<` and `>` in excerpts; everything else is the page's text as written. */
function unescapeExcerpt(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

/** Splits a Pagefind excerpt into plain and matched text, to render as text nodes and never as HTML. */
export function parseExcerpt(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const push = (text: string, mark: boolean) => {
    if (text) segments.push({ text: unescapeExcerpt(text), mark });
  };
  let last = 0;
  for (const match of excerpt.matchAll(MARK)) {
    push(excerpt.slice(last, match.index), false);
    push(match[1] ?? "", true);
    last = match.index + match[0].length;
  }
  push(excerpt.slice(last), false);
  return segments;
}
