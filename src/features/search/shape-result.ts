import type { PagefindResultData, PagefindSubResult } from "./pagefind-types.ts";
import { parseExcerpt, type ExcerptSegment } from "./parse-excerpt.ts";
import type { NameKind, NameMatch } from "./schema-names.ts";
import { toSitePath } from "./to-site-path.ts";

/** One page in the results, ready to render. */
export interface SearchHit {
  /** Pagefind's id for the page: stable while the index is. */
  id: string;
  /** The page title. */
  title: string;
  /** The page's own address, shown to tell apart pages with the same title. */
  path: string;
  /** Where the result leads: the best-matching heading's anchor, or the page. */
  href: string;
  /** The text of that heading, when the best match is under one. */
  heading?: string;
  /** Text around the matches, with the matched words marked. */
  excerpt: ExcerptSegment[];
  /** For a schema reference entry the query names: what it is (type, field, argument, enum value). */
  kind?: NameKind;
}

/** How many different words are marked in an excerpt: a section holding more of the query's words matched better. */
export function countMarkedWords(excerpt: string): number {
  const words = parseExcerpt(excerpt)
    .filter((segment) => segment.mark)
    .map((segment) => segment.text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""));
  return new Set(words).size;
}

/** The sum of a section's match scores; Pagefind counts every match, so common words add up. */
function scoreSection(section: PagefindSubResult): number {
  return section.weighted_locations.reduce((total, location) => total + location.balanced_score, 0);
}

/**
 * The section of a page that matched best: the one whose excerpt shows the most different query words, then
 * the highest score, then the first. (By score alone, a heading with "the" in it beats the sentence searched for.)
 */
export function pickBestSection(sections: PagefindSubResult[]): PagefindSubResult | undefined {
  let best: { section: PagefindSubResult; words: number; score: number } | undefined;
  for (const section of sections) {
    const words = countMarkedWords(section.excerpt);
    const score = scoreSection(section);
    if (!best || words > best.words || (words === best.words && score > best.score)) best = { section, words, score };
  }
  return best?.section;
}

/** Shapes a loaded Pagefind result into a {@link SearchHit} that leads to its best-matching section. */
export function shapeResult(id: string, data: PagefindResultData): SearchHit {
  const path = toSitePath(data.url);
  const title = data.meta.title ?? path;
  const best = pickBestSection(data.sub_results);
  const heading = best?.anchor ? best.title : undefined;
  return {
    id,
    title,
    path,
    href: heading && best ? toSitePath(best.url) : path,
    heading,
    excerpt: parseExcerpt(best?.excerpt ?? data.excerpt),
  };
}

const KIND_WORDS: Record<NameKind, string> = { type: "", field: "Field", argument: "Argument", value: "Value" };

/**
 * The result for a schema name the query names: the reference entry itself. `pageHit` is Pagefind's result for the
 * same page, when it found it, whose excerpt is shown; otherwise a line says what the entry is.
 */
export function shapeNameHit(match: NameMatch, pageHit?: SearchHit): SearchHit {
  const what = match.member
    ? `${KIND_WORDS[match.kind]} ${match.member} of ${match.typeName}`
    : `The ${match.typeName} ${match.typeKind === "input" ? "input type" : match.typeKind === "object" ? "type" : match.typeKind}`;
  return {
    id: pageHit?.id ?? `schema:${match.path}`,
    title: match.typeName,
    path: match.path,
    href: match.href,
    heading: match.member,
    excerpt: pageHit && !match.member ? pageHit.excerpt : [{ text: `${what}, in the schema reference.`, mark: false }],
    kind: match.kind,
  };
}
