import { describe, expect, it } from "vitest";
import {
  loadRelevanceQuestions,
  parseRelevanceQuestions,
  scoreRelevance,
  toPagePath,
} from "../../bench/search-relevance.ts";

const question = (query: string, expected: string) => ({ query, expected, reason: "test" });

describe("scoreRelevance", () => {
  it("counts answers in the first three and averages the reciprocal rank over the first eight", () => {
    const questions = [question("a", "/docs/a"), question("b", "/docs/b"), question("c", "/docs/c")];
    const results = [
      ["/docs/a#intro", "/docs/x"],
      ["/docs/x", "/docs/y", "/docs/z", "/docs/b/"],
      ["/docs/1", "/docs/2", "/docs/3", "/docs/4", "/docs/5", "/docs/6", "/docs/7", "/docs/8", "/docs/c"],
    ];
    const score = scoreRelevance(questions, results);
    expect(score.top3).toBeCloseTo(1 / 3);
    expect(score.mrr).toBeCloseTo((1 + 1 / 4 + 0) / 3);
    expect(score.misses).toEqual([
      { query: "b", expected: "/docs/b", rank: 4 },
      { query: "c", expected: "/docs/c", rank: undefined },
    ]);
  });

  it("refuses result lists that do not match the questions one to one", () => {
    expect(() => scoreRelevance([question("a", "/docs/a")], [])).toThrow("1 questions but 0 result lists");
  });
});

describe("toPagePath", () => {
  it("reduces links and Pagefind URLs to the page's path", () => {
    expect(toPagePath("/docs/graphql/schema/Itinerary#field-title")).toBe("/docs/graphql/schema/Itinerary");
    expect(toPagePath("/docs/embed/docs/o-embed/")).toBe("/docs/embed/docs/o-embed");
    expect(toPagePath("http://127.0.0.1:4000/docs/index.html")).toBe("/docs");
  });
});

describe("parseRelevanceQuestions", () => {
  it("names the entry and the fix for a malformed question", () => {
    expect(() => parseRelevanceQuestions({}, "q.json")).toThrow("q.json: expected a JSON array");
    expect(() => parseRelevanceQuestions([{ query: "x", expected: "/docs/x" }], "q.json")).toThrow(
      'q.json, entry 0: "reason" must be a non-empty string.',
    );
    expect(() => parseRelevanceQuestions([question("x", "/docs/x#y")], "q.json")).toThrow(
      'q.json, entry 0: "expected" is "/docs/x#y"; write the page\'s path',
    );
  });

  it("holds the repository's set: at least 40 questions, each a different query", () => {
    const questions = loadRelevanceQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(new Set(questions.map((entry) => entry.query)).size).toBe(questions.length);
  });
});
