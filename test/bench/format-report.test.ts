import { describe, expect, it } from "vitest";
import type { SiteBench } from "../../bench/bench-site.ts";
import { formatScaleReport, formatSiteReport } from "../../bench/format-report.ts";
import { classifyPagefindFile } from "../../bench/measure-first-search.ts";
import type { BuildResult } from "../../bench/run-build.ts";
import { compareScaleRuns } from "../../bench/scale-checks.ts";

const build = (seconds: number, peakMb: number): BuildResult => ({
  seconds,
  cpuSeconds: seconds * 1.5,
  peakMb,
  treePeakMb: peakMb + 100,
  stages: [
    { name: "content", seconds: seconds / 2, cpuSeconds: seconds, peakMb, treePeakMb: peakMb + 100 },
    { name: "pages", seconds: seconds / 2, cpuSeconds: seconds / 2, peakMb: 500, treePeakMb: 520 },
  ],
});
const lighthouse = (performance: number) => ({
  name: "longGuide",
  path: "/docs/guide",
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { fcpMs: 1100, lcpMs: 1500, tbtMs: 20, speedIndexMs: 1200, cls: 0, benchmarkIndex: 1400 },
  issues: [],
});
const weight = (html: number) => ({
  path: "/docs/guide",
  html: { raw: html, gzip: html / 10 },
  css: { raw: 31_900, gzip: 9_300 },
  js: { raw: 11_900, gzip: 4_400 },
  requests: 12,
});

describe("bench reports", () => {
  it("names the kind of every file a first search fetches", () => {
    const paths = ["/pagefind/pagefind.js", "/pagefind/pagefind-entry.json", "/pagefind/wasm.en.pagefind"];
    paths.push(
      "/pagefind/pagefind.en_894e7d10aa.pf_meta",
      "/pagefind/index/en_209e525.pf_index",
      "/pagefind/fragment/en_1.pf_fragment",
    );
    expect(paths.map(classifyPagefindFile)).toEqual(["script", "script", "wasm", "meta", "index", "fragments"]);
  });

  it("prints the build, weights against budgets, the first search and Lighthouse with its findings", () => {
    const bench: SiteBench = {
      pages: 161,
      build: build(26, 755),
      weights: [{ name: "longGuide", ...weight(289_800) }],
      requestSnippets: { path: "/docs/guide", blocks: 10, gzip: 29_000, gzipWithout: 25_000, share: 0.16 },
      searchIndexBytes: 781_200,
      firstSearch: {
        term: "itinerary",
        requests: 14,
        transferBytes: 162_600,
        results: 8,
        resultsMs: 240,
        byKind: { script: 20_000, wasm: 60_000, meta: 2_600, index: 60_000, fragments: 20_000 },
      },
      searchRelevance: {
        dialog: {
          questions: 40,
          top3: 0.95,
          mrr: 0.9,
          misses: [
            { query: "qgsi", expected: "/docs/mapping/topics/itinerary/qgis" },
            { query: "fonts", expected: "/docs/fonts", rank: 4 },
          ],
        },
        pagefind: { questions: 40, top3: 0.875, mrr: 0.8125, misses: [] },
      },
      lighthouseRuns: 3,
      lighthouse: [
        {
          name: "longGuide",
          path: "/docs/guide",
          scores: { performance: 93, accessibility: 100, bestPractices: 100, seo: 100 },
          metrics: { fcpMs: 1900, lcpMs: 2834, tbtMs: 21, speedIndexMs: 2100, cls: 0.009, benchmarkIndex: 1366 },
          issues: ["dom-size: Avoid an excessive DOM size (2,925 elements)"],
        },
      ],
    };
    expect(formatSiteReport(bench)).toMatchInlineSnapshot(`
      "Cold build of 161 content files:
      stage    wall s  CPU s  peak MB, one process  peak MB, all processes
      -------  ------  -----  --------------------  ----------------------
      content    13.0   26.0                   755                     855
      pages      13.0   13.0                   500                     520
      total      26.0   39.0                   755                     855

      page       HTML raw/gzip KB  CSS raw/gzip KB  JS raw/gzip KB  requests
      ---------  ----------------  ---------------  --------------  --------
      longGuide      289.8 / 29.0       31.9 / 9.3      11.9 / 4.4        12

      Budgets (gzip): JS 4.4 / 6.8 KB (65%), CSS 9.3 / 20.0 KB (47%), long guide HTML 29.0 / 40.0 KB (72%)
      Request snippets on /docs/guide: 10 blocks add 4.0 KB gzip to 25.0 KB (16.0%, OVER the 15% budget)
      Search index: 781.2 KB on disk (fetched in chunks on demand)
      First search for "itinerary": 162.6 KB in 14 requests to /pagefind/, 8 results shown 240 ms after the keystroke (through the search dialog); by kind: script 20.0, wasm 60.0, meta 2.6, index 60.0, fragments 20.0 KB.
      Relevance on 40 reader questions (test/search/relevance-questions.json):
      ranking         top-3 hit rate  MRR (first 8)
      --------------  --------------  -------------
      search dialog            95.0%          0.900
      Pagefind alone           87.5%          0.813
      Not in the dialog's first three:
        "qgsi": /docs/mapping/topics/itinerary/qgis not in the first 8
        "fonts": /docs/fonts at 4

      Lighthouse mobile, median of 3  perf  a11y  best pr.  SEO  LCP ms  TBT ms  SI ms    CLS  CPU index
      ------------------------------  ----  ----  --------  ---  ------  ------  -----  -----  ---------
      longGuide                         93   100       100  100    2834      21   2100  0.009       1366

      Lighthouse audits not passed:
        longGuide: dom-size: Avoid an excessive DOM size (2,925 elements)"
    `);
  });

  it("prints both scale runs per page and the checks with PASS or FAIL", () => {
    const run = (pages: number, built: BuildResult, performance: number, probeHtml: number) => ({
      pages,
      build: built,
      longGuide: weight(289_700),
      lighthouse: lighthouse(performance),
      probe: weight(probeHtml),
      probeLighthouse: { ...lighthouse(100), name: "probe", path: "/docs/synthetic/probe" },
    });
    const small = run(500, build(46, 1100), 100, 100_000);
    const large = run(5000, build(311, 2353), 99, 103_000);
    const checks = compareScaleRuns(small, large, 2);
    expect(formatScaleReport({ runs: [small, large], checks })).toMatchInlineSnapshot(`
      "content files  build s  CPU s  ms/page  CPU ms/page  peak MB, all processes  long guide HTML KB  long guide JS KB  long guide Lighthouse  probe HTML gzip KB  probe perf / TBT ms / SI ms / CPU index
      -------------  -------  -----  -------  -----------  ----------------------  ------------------  ----------------  ---------------------  ------------------  ---------------------------------------
                500     46.0   69.0     92.0        138.0                    1200               289.7              11.9  100 / 100 / 100 / 100                10.0                   100 / 20 / 1200 / 1400
               5000    311.0  466.5     62.2         93.3                    2453               289.7              11.9   99 / 100 / 100 / 100                10.3                   100 / 20 / 1200 / 1400

      500 content files:
      stage    wall s  CPU s  peak MB, one process  peak MB, all processes
      -------  ------  -----  --------------------  ----------------------
      content    23.0   46.0                  1100                    1200
      pages      23.0   23.0                   500                     520
      total      46.0   69.0                  1100                    1200

      5000 content files:
      stage    wall s  CPU s  peak MB, one process  peak MB, all processes
      -------  ------  -----  --------------------  ----------------------
      content   155.5  311.0                  2353                    2453
      pages     155.5  155.5                   500                     520
      total     311.0  466.5                  2353                    2453

      check                                                  value       limit                result
      -----------------------------------------------------  ----------  -------------------  ------
      time per page, 5000 vs 500                             0.676×      at most 1.3×         PASS
      peak memory at 5000                                    2453 MB     at most 2048 MB      FAIL
      long guide HTML (raw)                                  1×          at most 1.05×        PASS
      long guide JS (raw)                                    1×          at most 1.05×        PASS
      long guide Lighthouse, largest score drop              1 points    at most 2 points     PASS
      probe page HTML (gzip), inside the growing section     1.03×       at most 1.05×        PASS
      probe page JS (gzip)                                   1×          at most 1.05×        PASS
      probe page total blocking time at 5000                 20 ms       at most 50 ms        PASS
      probe page Lighthouse performance at 5000              100 points  at least 100 points  PASS
      probe page speed index                                 1×          at most 1.1×         PASS
      pages stage CPU time over wall time at 5000 (2 cores)  1×          at least 1.5×        FAIL"
    `);
  });
});
