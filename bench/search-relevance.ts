import { readFileSync } from "node:fs";

/** One reader question of `test/search/relevance-questions.json`: what is typed, and the page that answers it. */
export interface RelevanceQuestion {
  query: string;
  /** The answering page's path, such as `/docs/mapping/topics/itinerary/leaflet` (no `#anchor`). */
  expected: string;
  /** Why that page is the answer. */
  reason: string;
}

/** How a ranking did on the question set. */
export interface RelevanceScore {
  questions: number;
  /** Share of questions whose answering page is in the first three results. */
  top3: number;
  /** Mean reciprocal rank over the results a reader sees (the first eight); a page not among them counts 0. */
  mrr: number;
  /** The questions whose page was not in the first three, with the rank it had (undefined when not shown). */
  misses: { query: string; expected: string; rank?: number }[];
}

/** The questions file the relevance test and the bench read. */
export const RELEVANCE_QUESTIONS_FILE = "test/search/relevance-questions.json";

/** How many results count: the dialog shows eight until the reader asks for all of them. */
export const RANKS_SEEN = 8;

/** Reads and checks the questions file; a malformed entry is named with its index and what to fix. */
export function parseRelevanceQuestions(json: unknown, file = RELEVANCE_QUESTIONS_FILE): RelevanceQuestion[] {
  if (!Array.isArray(json)) throw new Error(`${file}: expected a JSON array of { query, expected, reason }.`);
  return json.map((entry: unknown, index) => {
    const fields = entry as Partial<Record<keyof RelevanceQuestion, unknown>> | null;
    const where = `${file}, entry ${index}`;
    for (const key of ["query", "expected", "reason"] as const) {
      if (typeof fields?.[key] !== "string" || fields[key].trim() === "") {
        throw new Error(`${where}: "${key}" must be a non-empty string.`);
      }
    }
    const question = fields as RelevanceQuestion;
    if (!/^\/docs(\/[^#?\s]*)?$/.test(question.expected)) {
      throw new Error(
        `${where}: "expected" is "${question.expected}"; write the page's path, such as "/docs/embed/docs/o-embed", without an anchor.`,
      );
    }
    return { query: question.query, expected: question.expected, reason: question.reason };
  });
}

/** The question set of the repository. */
export function loadRelevanceQuestions(file = RELEVANCE_QUESTIONS_FILE): RelevanceQuestion[] {
  return parseRelevanceQuestions(JSON.parse(readFileSync(file, "utf8")), file);
}

/** The page a result link leads to: its path without `#anchor`, query or trailing slash. */
export function toPagePath(href: string): string {
  const path = new URL(href, "https://site.invalid").pathname.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Top-3 hit rate and mean reciprocal rank of the answering pages in `results` (paths, in order, per question). */
export function scoreRelevance(questions: RelevanceQuestion[], results: string[][]): RelevanceScore {
  if (results.length !== questions.length) {
    throw new Error(`${questions.length} questions but ${results.length} result lists: one list per question.`);
  }
  let hits = 0;
  let reciprocal = 0;
  const misses: RelevanceScore["misses"] = [];
  questions.forEach((question, index) => {
    const pages = (results[index] ?? []).slice(0, RANKS_SEEN).map(toPagePath);
    const found = pages.indexOf(question.expected);
    const rank = found === -1 ? undefined : found + 1;
    if (rank !== undefined) reciprocal += 1 / rank;
    if (rank !== undefined && rank <= 3) hits += 1;
    else misses.push({ query: question.query, expected: question.expected, rank });
  });
  const count = Math.max(questions.length, 1);
  return { questions: questions.length, top3: hits / count, mrr: reciprocal / count, misses };
}
