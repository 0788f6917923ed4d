/**
 * The dialog's order of Pagefind's results. Pure: it reads what Pagefind's `search()` gives at once (score, the meta
 * fields that matched) and the results of the exact search, and loads nothing, so it runs in Node as well.
 * Generated pages (Troubleshooting, schema, operations) are weighed down in the index itself, where their body text
 * counts less (src/features/search/page-search-attributes.ts): their scores arrive here already scaled.
 */

/** One of Pagefind's results, as ranking sees it. */
export interface RankCandidate {
  id: string;
  /** Pagefind's score: its BM25 over weighted words, titles and headings counting more than body text. */
  score: number;
  /** The meta fields whose words matched (`title`, `keywords`, `description`), from Pagefind's result. */
  matchedMetaFields?: string[];
}

/** What ranking knows besides Pagefind's results. */
export interface RankContext {
  /** The results that hold the query's exact words (Pagefind's quoted search). */
  exactIds: ReadonlySet<string>;
  /**
   * For a one-word query: pages that hold the whole word come before pages that only hold longer words it starts
   * (`website` for `web`), which are not about it. A query of several words is a phrase for the exact search, so
   * there the exact results only break near ties.
   */
  wholeWordFirst: boolean;
  /**
   * Generated reference pages (schema types, example operations) to list after every written page, as their own
   * group: given when the query names a schema entry, which is then listed first on its own, so that the guides
   * come next rather than every short operation page that uses the name in its code.
   */
  referenceIds?: ReadonlySet<string>;
}

/**
 * The meta field that says what a page is about: the front matter keywords, which name the page's subject and the
 * words readers use for it (src/features/search/page-search-attributes.ts). The title already weighs ten times body
 * text in Pagefind's own score; the description is a sentence that mentions much else.
 */
const ABOUT_FIELD = "keywords";

/** A page whose keywords match is about the query: its score is multiplied by this. */
export const ABOUT_BOOST = 2;

/** The exact words break near ties only: a page holding them gains this share of its score, no more. */
export const EXACT_TIE_BREAK = 0.05;

/** Whether the query's words are in the page's keywords. */
export function isAbout(candidate: RankCandidate): boolean {
  return candidate.matchedMetaFields?.includes(ABOUT_FIELD) ?? false;
}

/** The score a candidate is ordered by. */
export function rankScore(candidate: RankCandidate, context: RankContext): number {
  const about = isAbout(candidate) ? ABOUT_BOOST : 1;
  const exact = context.exactIds.has(candidate.id) ? 1 + EXACT_TIE_BREAK : 1;
  return candidate.score * about * exact;
}

/**
 * Orders Pagefind's results (one per page) by {@link rankScore}; for a one-word query, the pages that hold the whole
 * word first (see {@link RankContext.wholeWordFirst}), and reference pages last when asked (see
 * {@link RankContext.referenceIds}). Equal scores keep Pagefind's order.
 */
export function rankResults<Candidate extends RankCandidate>(
  candidates: Candidate[],
  context: RankContext,
): Candidate[] {
  const keyed = candidates.map((candidate, index) => ({
    candidate,
    index,
    tier:
      (context.wholeWordFirst && !context.exactIds.has(candidate.id) ? 1 : 0) +
      (context.referenceIds?.has(candidate.id) ? 2 : 0),
    score: rankScore(candidate, context),
  }));
  keyed.sort((a, b) => a.tier - b.tier || b.score - a.score || a.index - b.index);
  return keyed.map((entry) => entry.candidate);
}
