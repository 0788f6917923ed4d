import { toString } from "mdast-util-to-string";
import type { TroubleshootingEntry } from "./collect-troubleshooting-entries.ts";

/** A cluster of similar symptoms on the troubleshooting page. */
export interface SymptomGroup {
  title: string;
  /** What the group's symptoms have in common, shown under its heading. */
  intro: string;
  entries: TroubleshootingEntry[];
}

/*
 * Why symptoms and not sections: a reader arrives with a symptom ("Invalid bearer token", a blank map), not
 * knowing which page explains it, and the same kind of failure (a token, a draft, a missing credit) turns up in
 * the GraphQL, mapping and embed pages alike; each entry still names its page. Keywords are matched against the
 * symptom first, so an entry goes where its own words put it, and only then against its explanation. The
 * first group that matches wins, so the order below settles overlaps: "Missing credits" is about credits, not
 * about something missing; "A blank map with a token error" is about the token.
 */
const GROUPS: { title: string; intro: string; keywords: RegExp }[] = [
  {
    title: "Tokens, permissions and access",
    intro: "Refused requests, token errors and content a token cannot see.",
    keywords:
      /\btokens?\b|bearer|\b40[13]\b|authori[sz]|authentica|permi(t|ssion)|not allowed|refused|forbidden|secret|subscription|licen[cs]e/i,
  },
  {
    title: "Credits, attribution and tracking",
    intro: "Credits that are missing or wrong, tracking pixels and analytics that do not add up.",
    keywords:
      /credit|attribution|copyright|pixel|tracking|analytics|\bviews?\b|reports?\b|\bevents?\b|\bGA4\b|consent/i,
  },
  {
    title: "Drafts, publishing and stale content",
    intro: "Changes that do not show, old content, drafts and caches.",
    keywords:
      /stale|out of date|outdated|\bold\b|draft|publish|cach|never updates|lag|(do|does|did) not (appear|update)|changes? (is|are)? ?slow|deleted|disappear|vanish/i,
  },
  {
    title: "Maps, tiles, routes and positions",
    intro: "Blank or wrong maps, tiles and layers, legs and directions, coordinates and boundaries.",
    keywords:
      /\bmaps?\b|base ?map|\btiles?\b|\blayers?\b|\bstyle|\blegs?\b|route|routing|direction|coordinate|hemisphere|geojson|vector|cors|\btracks?\b|camera|elevation|polygon|boundar|border|outline|marker|\bpins?\b|offshore|wilderness|isochrone|\bmode\b|position/i,
  },
  {
    title: "Embeds, layout and media",
    intro: "Embeds that do not render or fit, page layout, fonts and colours, images and icons.",
    keywords:
      /embed|iframe|frame|script|\bcms\b|\bwix\b|\bcss\b|layout|font|colou?r|contrast|\btext\b|heading|title|label|image|photo|video|player|\bicons?\b|silhouette|popup|markup|html|overflow|crop|scroll|mobile|phone|strip|small|tiny|blurry|stretched|alt text/i,
  },
  {
    title: "Errors and rejected input",
    intro: "Error messages, failed validation, build and client-library errors.",
    keywords:
      /error|invalid|rejected|validation|variable|cannot|not exported|module|\bfails?\b|failed|unsupported|unrecogni[sz]ed|not implemented|\b41\d\b|\b50\d\b|too (many|large)|taken|\bnames?\b|generator|schema|promise|undefined|render(s|ed)? twice/i,
  },
  {
    title: "Missing, empty or null results",
    intro: "Nothing comes back, fewer results than expected, `null` fields and things not found.",
    keywords: /\bnull\b|not found|\b404\b|missing|empty|nothing|\bno\b|fewer|only (some|one)|blank|never/i,
  },
  {
    title: "Speed and limits",
    intro: "Slow responses, large requests and rate limits.",
    keywords: /slow|performance|large|huge|rate limit|time ?out|dense|many|long/i,
  },
  {
    title: "Data that looks wrong",
    intro: "Duplicates, wrong order or numbering, values of the wrong type, mixed-up lists and IDs.",
    keywords:
      /wrong|differ|duplicat|\bstrings?\b|order|number|shift|uneven|mix|swap|jump|skip|repeat|twice|overwrit|overrid|\bIDs?\b|\bdates?\b|locale|translat|values?\b|lists?\b/i,
  },
];

const OTHER = { title: "Other symptoms", intro: "Entries that fit none of the groups above." };

/** Sorts entries into symptom groups, keeping each group's entries in the order they came; empty groups are left out. */
export function groupBySymptom(entries: TroubleshootingEntry[]): SymptomGroup[] {
  const groups: SymptomGroup[] = [...GROUPS, OTHER].map(({ title, intro }) => ({ title, intro, entries: [] }));
  for (const entry of entries) {
    const symptom = toString({ type: "paragraph", children: entry.symptom });
    const details = toString({ type: "root", children: entry.details });
    let index = GROUPS.findIndex((group) => group.keywords.test(symptom));
    if (index === -1) index = GROUPS.findIndex((group) => group.keywords.test(details));
    groups[index === -1 ? GROUPS.length : index]?.entries.push(entry);
  }
  return groups.filter((group) => group.entries.length > 0);
}
