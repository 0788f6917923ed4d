import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { formatTable } from "../../lib/bench/format-table.ts";
import type { PageWeight } from "../../lib/bench/measure-page-weight.ts";
import { listDescendants, sampleProcessTree } from "../../lib/bench/sample-process-tree.ts";
import { compareScaleRuns, secondsPerPage, type ScaleRun } from "../../lib/bench/scale-checks.ts";

function run(pages: number, seconds: number, peakMb: number, html: number, js: number): ScaleRun {
  const longGuide: PageWeight = {
    path: "/docs/guide",
    html: { raw: html, gzip: html / 10 },
    css: { raw: 0, gzip: 0 },
    js: { raw: js, gzip: js / 3 },
    requests: 5,
  };
  return { pages, build: { seconds, cpuSeconds: seconds * 1.5, peakMb, treePeakMb: peakMb, stages: [] }, longGuide };
}

describe("scale checks", () => {
  it("divides build time by the number of content files", () => {
    expect(secondsPerPage(run(500, 50, 600, 1, 1))).toBe(0.1);
  });

  it("passes a build that grows linearly and keeps the same page's weight", () => {
    const checks = compareScaleRuns(run(500, 50, 600, 290_000, 380_000), run(5000, 520, 1500, 291_000, 380_000));
    expect(checks.map((c) => [c.name, c.value, c.pass])).toEqual([
      ["time per page, 5000 vs 500", 1.04, true],
      ["peak memory at 5000", 1500, true],
      ["long guide HTML (raw)", 1.003, true],
      ["long guide JS (raw)", 1, true],
    ]);
  });

  it("fails superlinear time, memory over 2 GB and a page that grows with the site", () => {
    const checks = compareScaleRuns(run(500, 50, 600, 290_000, 380_000), run(5000, 700, 2100, 320_000, 400_000));
    expect(checks.map((c) => `${c.name}: ${c.value} (limit ${c.limit}) ${c.pass ? "PASS" : "FAIL"}`))
      .toMatchInlineSnapshot(`
      [
        "time per page, 5000 vs 500: 1.4 (limit 1.3) FAIL",
        "peak memory at 5000: 2100 (limit 2048) FAIL",
        "long guide HTML (raw): 1.103 (limit 1.05) FAIL",
        "long guide JS (raw): 1.053 (limit 1.05) FAIL",
      ]
    `);
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
