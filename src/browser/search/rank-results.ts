/**
 * The dialog's order of Pagefind's results. Pure: it reads what Pagefind's `search()` gives at once (score, the meta
 * fields that matched) and the results of the exact search, and loads nothing, so it runs in Node as well.
 * Generated pages (Troubleshooting, schema, operations) are weighed down in the index itself, where their body text
 * counts less (src/browser/search/page-search-attributes.ts): their scores arrive here already scaled.
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
}

/** Meta fields that say what a page is about; the description is a sentence that mentions much else. */
const ABOUT_FIELDS = new Set(["title", "keywords"]);

/** A page whose title or keywords match is about the query: its score is multiplied by this. */
export const ABOUT_BOOST = 2;

/** The exact words break near ties only: a page holding them gains this share of its score, no more. */
export const EXACT_TIE_BREAK = 0.05;

/** Whether the query's words are in the page's title or keywords. */
export function isAbout(candidate: RankCandidate): boolean {
  return candidate.matchedMetaFields?.some((field) => ABOUT_FIELDS.has(field)) ?? false;
}

/** The score a candidate is ordered by. */
export function rankScore(candidate: RankCandidate, context: RankContext): number {
  const about = isAbout(candidate) ? ABOUT_BOOST : 1;
  const exact = context.exactIds.has(candidate.id) ? 1 + EXACT_TIE_BREAK : 1;
  return candidate.score * about * exact;
}

/**
 * Orders Pagefind's results (one per page) by {@link rankScore}; for a one-word query, the pages that hold the whole
 * word first (see {@link RankContext.wholeWordFirst}). Equal scores keep Pagefind's order.
 */
export function rankResults<Candidate extends RankCandidate>(
  candidates: Candidate[],
  context: RankContext,
): Candidate[] {
  const keyed = candidates.map((candidate, index) => ({
    candidate,
    index,
    tier: context.wholeWordFirst && !context.exactIds.has(candidate.id) ? 1 : 0,
    score: rankScore(candidate, context),
  }));
  keyed.sort((a, b) => a.tier - b.tier || b.score - a.score || a.index - b.index);
  return keyed.map((entry) => entry.candidate);
}
