/**
 * Makes schema text (descriptions, deprecation reasons) safe as Markdown: code spans stay, everything else that
 * Markdown or our directives would read (`<`, `[`, `*`, `::`, a leading `#`...) is escaped, so it shows as written.
 */
export function markdownText(text: string): string {
  return (
    text
      .trim()
      .split(/(`[^`\n]+`)/)
      .map((part, index) => (index % 2 === 1 ? part : part.replace(/[\\<>[\]*_|~#]|:(?=:)/g, "\\$&")))
      .join("")
      // A line that starts like a list item, an ordered item, a heading underline or indented code stays plain text.
      .replace(/^[ \t]+/gm, "")
      .replace(/^([-+=])/gm, "\\$1")
      .replace(/^(\d+)([.)])/gm, "$1\\$2")
      .replace(/\n{3,}/g, "\n\n")
  );
}

/** The first sentence of a description, on one line, for lists and page descriptions. */
export function firstSentence(text: string | undefined | null): string {
  return splitFirstSentence(text).first;
}

/**
 * What a description says after its first sentence (the rest of its first paragraph, then its other paragraphs), for
 * a page whose lead is already that sentence; "" when the description is one sentence.
 */
export function afterFirstSentence(text: string | undefined | null): string {
  return splitFirstSentence(text).rest;
}

function splitFirstSentence(text: string | undefined | null): { first: string; rest: string } {
  if (!text) return { first: "", rest: "" };
  const [paragraph = "", ...paragraphs] = text.trim().split(/\n\s*\n/);
  const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph;
  const rest = [paragraph.slice(sentence.length), ...paragraphs].map((part) => part.trim()).filter(Boolean);
  return { first: sentence.replace(/\s+/g, " "), rest: rest.join("\n\n") };
}
