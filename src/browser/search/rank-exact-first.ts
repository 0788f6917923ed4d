/** The phrase query that asks Pagefind for the term's exact words only, or undefined when the term is already quoted. */
export function toExactQuery(term: string): string | undefined {
  if (term.includes('"')) return undefined;
  return `"${term}"`;
}

/**
 * Pagefind's results for a term, with the pages that hold the exact words first (in Pagefind's order), then the
 * rest: a prefix or a shorter word (`web` for `webhook`) never pushes a whole-word match down the list.
 */
export function rankExactFirst<Result extends { id: string }>(exact: Result[], all: Result[]): Result[] {
  const exactIds = new Set(exact.map((result) => result.id));
  return [...exact, ...all.filter((result) => !exactIds.has(result.id))];
}
