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
  if (!text) return "";
  const line =
    text
      .trim()
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ") ?? "";
  return /^.*?[.!?](?=\s|$)/.exec(line)?.[0] ?? line;
}
