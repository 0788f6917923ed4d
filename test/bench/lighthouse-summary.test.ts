import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { pickMedianRun, summarise } from "../../bench/run-lighthouse.ts";

type FakeAudit = {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: unknown;
};

function fakeResult(audits: Record<string, FakeAudit>, refs: Record<string, string[]>): Result {
  const categories = Object.fromEntries(
    ["performance", "accessibility", "best-practices", "seo"].map((id, index) => [
      id,
      { score: [0.97, 1, 0.96, 0.9][index], auditRefs: (refs[id] ?? []).map((ref) => ({ id: ref })) },
    ]),
  );
  const withIds = Object.fromEntries(
    Object.entries(audits).map(([id, audit]) => [id, { id, title: `Title of ${id}`, ...audit }]),
  );
  return { categories, audits: withIds, environment: { benchmarkIndex: 1366.5 } } as unknown as Result;
}

describe("summarise", () => {
  it("reports scores out of 100, the metrics, the CPU benchmark index and the audits that did not pass, with an example element", () => {
    const result = fakeResult(
      {
        "first-contentful-paint": { score: 0.9, scoreDisplayMode: "numeric", numericValue: 1203.6 },
        "largest-contentful-paint": { score: 0.8, scoreDisplayMode: "numeric", numericValue: 2168.4 },
        "speed-index": { score: 0.9, scoreDisplayMode: "numeric", numericValue: 1481.2 },
        "total-blocking-time": { score: 1, scoreDisplayMode: "numeric", numericValue: 12.2 },
        "cumulative-layout-shift": { score: 1, scoreDisplayMode: "numeric", numericValue: 0.01234 },
        "unused-javascript": { score: 0.5, scoreDisplayMode: "metricSavings", displayValue: "Est savings of 58 KiB" },
        "render-blocking-insight": { score: 0, scoreDisplayMode: "metricSavings" },
        "color-contrast": {
          score: 0,
          scoreDisplayMode: "binary",
          details: { items: [{ node: { snippet: '<span class="badge">' } }] },
        },
        "meta-description": { score: 1, scoreDisplayMode: "binary" },
        "font-size": { score: null, scoreDisplayMode: "notApplicable" },
      },
      {
        performance: [
          "first-contentful-paint",
          "largest-contentful-paint",
          "speed-index",
          "total-blocking-time",
          "cumulative-layout-shift",
          "unused-javascript",
          "render-blocking-insight",
        ],
        accessibility: ["color-contrast"],
        seo: ["meta-description", "font-size"],
      },
    );
    expect(summarise(result)).toMatchInlineSnapshot(`
      {
        "issues": [
          "unused-javascript: Title of unused-javascript (Est savings of 58 KiB)",
          "color-contrast: Title of color-contrast, e.g. <span class="badge">",
        ],
        "metrics": {
          "benchmarkIndex": 1367,
          "cls": 0.012,
          "fcpMs": 1204,
          "lcpMs": 2168,
          "speedIndexMs": 1481,
          "tbtMs": 12,
        },
        "scores": {
          "accessibility": 100,
          "bestPractices": 96,
          "performance": 97,
          "seo": 90,
        },
      }
    `);
  });

  it("keeps the median run by performance score, the slower LCP breaking ties", () => {
    const run = (performance: number, lcpMs: number) => ({
      scores: { performance },
      metrics: { lcpMs },
      id: `${performance}/${lcpMs}`,
    });
    const runs = [run(95, 2000), run(88, 3000), run(97, 1800)];
    expect(pickMedianRun(runs as never[]) as unknown).toMatchObject({ id: "95/2000" });
    expect(
      pickMedianRun([run(95, 2000), run(95, 2600), run(99, 1500), run(80, 1)] as never[]) as unknown,
    ).toMatchObject({ id: "95/2000" });
  });
});
