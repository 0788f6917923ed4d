/** Whether a list entry's text matches what the reader typed: every word, in any order, ignoring case. */
export function matchesFilter(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The live count under the filter box. */
export function describeMatches(shown: number, total: number): string {
  if (shown === total) return `${total} entries`;
  return shown === 1 ? `1 of ${total} entries matches` : `${shown} of ${total} entries match`;
}
