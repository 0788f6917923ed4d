/**
 * The phrase query that asks Pagefind for the term's exact words only, or undefined when the term is already quoted.
 * Its results break near ties and tell whole-word matches from partial ones (src/features/search/rank-results.ts).
 */
export function toExactQuery(term: string): string | undefined {
  if (term.includes('"')) return undefined;
  return `"${term}"`;
}
