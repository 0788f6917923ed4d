import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { formatTable } from "../../bench/format-table.ts";
import type { PageWeight } from "../../bench/measure-page-weight.ts";
import { listDescendants, sampleProcessTree } from "../../bench/sample-process-tree.ts";
import { compareScaleRuns, secondsPerPage, type ScaleRun } from "../../bench/scale-checks.ts";

function run(
  pages: number,
  seconds: number,
  peakMb: number,
  html: number,
  js: number,
  scores = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  pagesStageCpuRatio = 1.8,
  probe = { htmlGzip: 10_000, tbtMs: 0, performance: 100, speedIndexMs: 950 },
): ScaleRun {
  const longGuide: PageWeight = {
    path: "/docs/guide",
    html: { raw: html, gzip: html / 10 },
    css: { raw: 0, gzip: 0 },
    js: { raw: js, gzip: js / 3 },
    requests: 5,
  };
  const pagesStage = {
    name: "pages",
    seconds: seconds / 2,
    cpuSeconds: (seconds / 2) * pagesStageCpuRatio,
    peakMb,
    treePeakMb: peakMb,
  };
  const build = { seconds, cpuSeconds: seconds * 1.5, peakMb, treePeakMb: peakMb, stages: [pagesStage] };
  const metrics = { fcpMs: 900, lcpMs: 1500, tbtMs: 0, speedIndexMs: 950, cls: 0, benchmarkIndex: 1400 };
  const lighthouse = { name: "longGuide", path: "/docs/guide", scores, metrics, issues: [] };
  const probeWeight: PageWeight = {
    ...longGuide,
    path: "/docs/synthetic/probe",
    html: { raw: 0, gzip: probe.htmlGzip },
  };
  const probeLighthouse = {
    name: "probe",
    path: "/docs/synthetic/probe",
    scores: { ...scores, performance: probe.performance },
    metrics: { ...metrics, tbtMs: probe.tbtMs, speedIndexMs: probe.speedIndexMs },
    issues: [],
  };
  return { pages, build, longGuide, lighthouse, probe: probeWeight, probeLighthouse };
}

describe("scale checks", () => {
  it("divides build time by the number of content files", () => {
    expect(secondsPerPage(run(500, 50, 600, 1, 1))).toBe(0.1);
  });

  it("passes a build that grows linearly and keeps the same page's weight", () => {
    const checks = compareScaleRuns(run(500, 50, 600, 290_000, 380_000), run(5000, 520, 1500, 291_000, 380_000), 2);
    expect(checks.map((c) => [c.name, c.value, c.pass])).toEqual([
      ["time per page, 5000 vs 500", 1.04, true],
      ["peak memory at 5000", 1500, true],
      ["long guide HTML (raw)", 1.003, true],
      ["long guide JS (raw)", 1, true],
      ["long guide Lighthouse, largest score drop", 0, true],
      ["probe page HTML (gzip), inside the growing section", 1, true],
      ["probe page JS (gzip)", 1, true],
      ["probe page total blocking time at 5000", 0, true],
      ["probe page Lighthouse performance at 5000", 100, true],
      ["probe page speed index", 1, true],
      ["pages stage CPU time over wall time at 5000 (2 cores)", 1.8, true],
    ]);
  });

  it("fails superlinear time, memory over 2 GB, a page that grows or scores less, and a one-core pages stage", () => {
    const worse = { performance: 96, accessibility: 100, bestPractices: 100, seo: 100 };
    const checks = compareScaleRuns(
      run(500, 50, 600, 290_000, 380_000),
      run(5000, 700, 2100, 320_000, 400_000, worse, 1.05, {
        htmlGzip: 10_800,
        tbtMs: 120,
        performance: 97,
        speedIndexMs: 1300,
      }),
      2,
    );
    expect(checks.map((c) => `${c.name}: ${c.value} (limit ${c.limit}) ${c.pass ? "PASS" : "FAIL"}`))
      .toMatchInlineSnapshot(`
        [
          "time per page, 5000 vs 500: 1.4 (limit 1.3) FAIL",
          "peak memory at 5000: 2100 (limit 2048) FAIL",
          "long guide HTML (raw): 1.103 (limit 1.05) FAIL",
          "long guide JS (raw): 1.053 (limit 1.05) FAIL",
          "long guide Lighthouse, largest score drop: 4 (limit 2) FAIL",
          "probe page HTML (gzip), inside the growing section: 1.08 (limit 1.05) FAIL",
          "probe page JS (gzip): 1.053 (limit 1.05) FAIL",
          "probe page total blocking time at 5000: 120 (limit 50) FAIL",
          "probe page Lighthouse performance at 5000: 97 (limit 100) FAIL",
          "probe page speed index: 1.368 (limit 1.1) FAIL",
          "pages stage CPU time over wall time at 5000 (2 cores): 1.05 (limit 1.5) FAIL",
        ]
      `);
  });
  it("asks a one-core machine for one busy core only, and a larger one for two", () => {
    const small = run(500, 50, 600, 290_000, 380_000);
    const large = run(5000, 520, 1500, 290_000, 380_000, undefined, 1.2);
    const limit = (cores: number) => compareScaleRuns(small, large, cores).at(-1);
    expect([1, 2, 8].map((cores) => [limit(cores)?.limit, limit(cores)?.pass])).toEqual([
      [0.75, true],
      [1.5, false],
      [1.5, false],
    ]);
  });
});

describe("formatTable", () => {
  it("pads columns to their widest cell and aligns numbers right", () => {
    expect(
      formatTable(
        ["page", "KB"],
        [
          ["long guide", 28.5],
          ["map", "123.0"],
        ],
      ),
    ).toMatchInlineSnapshot(`
      "page           KB
      ----------  -----
      long guide   28.5
      map         123.0"
    `);
  });
});

describe("process tree sampling", () => {
  it("finds a child process below this one and measures the tree's memory", async () => {
    const child = spawn("sleep", ["5"]);
    try {
      await new Promise((resolve) => child.once("spawn", resolve));
      expect(listDescendants(process.pid)).toContain(child.pid);
      const sampler = sampleProcessTree(process.pid, 50);
      expect(sampler.stop()).toBeGreaterThan(10);
    } finally {
      child.kill();
    }
  });
});
