import type { BuildResult } from "./run-build.ts";
import type { PageWeight } from "./measure-page-weight.ts";

/** One scale run: a build of `pages` content files and the weight of the same real page. */
export interface ScaleRun {
  pages: number;
  build: BuildResult;
  longGuide: PageWeight;
}

/** One pass-or-fail comparison between the small and the large run. */
export interface ScaleCheck {
  name: string;
  value: number;
  limit: number;
  unit: "×" | "MB";
  pass: boolean;
}

/** Largest acceptable growth of the build time per page from the small run to the large one. */
export const MAX_TIME_PER_PAGE_RATIO = 1.3;
/** Peak memory of any build stage, in MB. */
export const MAX_PEAK_MB = 2048;
/** Largest acceptable growth of the same page's HTML or JavaScript. */
export const MAX_PAGE_WEIGHT_RATIO = 1.05;

/** The build's peak memory: all processes of a stage together, or the largest one if sampling missed a spike. */
export function peakMemoryMb(build: BuildResult): number {
  return Math.max(build.peakMb, build.treePeakMb);
}

/** Seconds of build per content file. */
export function secondsPerPage(run: ScaleRun): number {
  return run.build.seconds / run.pages;
}

/** The checks of the scale benchmark: time per page, peak memory and one real page's weight stay flat. */
export function compareScaleRuns(small: ScaleRun, large: ScaleRun): ScaleCheck[] {
  const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
  const check = (name: string, value: number, limit: number, unit: ScaleCheck["unit"]) => ({
    name,
    value,
    limit,
    unit,
    pass: value <= limit,
  });
  return [
    check(
      `time per page, ${large.pages} vs ${small.pages}`,
      ratio(secondsPerPage(large), secondsPerPage(small)),
      MAX_TIME_PER_PAGE_RATIO,
      "×",
    ),
    check(`peak memory at ${large.pages}`, peakMemoryMb(large.build), MAX_PEAK_MB, "MB"),
    check(
      "long guide HTML (raw)",
      ratio(large.longGuide.html.raw, small.longGuide.html.raw),
      MAX_PAGE_WEIGHT_RATIO,
      "×",
    ),
    check("long guide JS (raw)", ratio(large.longGuide.js.raw, small.longGuide.js.raw), MAX_PAGE_WEIGHT_RATIO, "×"),
  ];
}
