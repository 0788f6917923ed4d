/**
 * The number of edits between two words, where an edit inserts, deletes or replaces a letter or swaps two neighbours
 * (`qgsi` is one edit from `qgis`). Stops counting at `limit + 1`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How many edits a word of this length may be from its correction: one for short words, two from eight letters. */
function allowedEdits(length: number): number {
  return length >= 8 ? 2 : 1;
}

/**
 * The site's word a misspelt one-word query most likely meant (`unsplsh` for `unsplash`), or undefined when the query
 * is not one word of at least four letters, is a word of the site, or no word is close enough. `words` are the
 * lower-cased words of the pages' titles and keywords; ties go to the word whose length is closest, then the first.
 */
export function correctSpelling(query: string, words: readonly string[]): string | undefined {
  const word = query.trim().toLowerCase();
  if (!/^[\p{L}\p{N}]{4,}$/u.test(word) || words.includes(word)) return undefined;
  const limit = allowedEdits(word.length);
  let best: { word: string; edits: number; lengthGap: number } | undefined;
  for (const candidate of words) {
    const edits = editDistance(word, candidate, limit);
    if (edits > limit) continue;
    const lengthGap = Math.abs(candidate.length - word.length);
    if (!best || edits < best.edits || (edits === best.edits && lengthGap < best.lengthGap)) {
      best = { word: candidate, edits, lengthGap };
    }
  }
  return best?.word;
}
