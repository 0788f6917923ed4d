/** Most identifiers one page adds to the search index: enough for any real page, bounded for generated ones. */
export const MAX_IDENTIFIERS_PER_PAGE = 300;

const WORD = /[A-Za-z_$][\w$]*/g;

/**
 * Whether a word from code is an identifier worth finding by search: camelCase or PascalCase with a capital
 * after a lower-case letter (`bestFit`, `MediaImage`), or snake_case (`access_token`). Plain words such as
 * `const` or `query` are left out: prose already holds them, and they would only add noise.
 */
export function isSearchableIdentifier(word: string): boolean {
  if (word.length < 4 || word.length > 64) return false;
  return /[a-z][A-Z]/.test(word) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(word);
}

/** The distinct identifiers of a page's code blocks, in first-seen order, at most {@link MAX_IDENTIFIERS_PER_PAGE}. */
export function collectCodeIdentifiers(sources: string[]): string[] {
  const seen = new Set<string>();
  for (const source of sources) {
    for (const [word] of source.matchAll(WORD)) {
      const identifier = word.replace(/^[_$]+|[_$]+$/g, "");
      if (!isSearchableIdentifier(identifier) || seen.has(identifier)) continue;
      seen.add(identifier);
      if (seen.size === MAX_IDENTIFIERS_PER_PAGE) return [...seen];
    }
  }
  return [...seen];
}
