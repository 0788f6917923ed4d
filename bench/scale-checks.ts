import type { BuildResult } from "./run-build.ts";
import type { PageWeight } from "./measure-page-weight.ts";
import type { LighthouseSummary } from "./run-lighthouse.ts";

/**
 * One scale run: a build of `pages` content files; the weight and Lighthouse scores of the same real page (the long
 * guide) and of the same page inside the synthetic section (the probe), whose section grows with the site.
 */
export interface ScaleRun {
  pages: number;
  build: BuildResult;
  longGuide: PageWeight;
  lighthouse: LighthouseSummary;
  probe: PageWeight;
  probeLighthouse: LighthouseSummary;
}

/** One pass-or-fail comparison between the small and the large run: `value` must stay at most (or at least) `limit`. */
export interface ScaleCheck {
  name: string;
  value: number;
  limit: number;
  bound: "at most" | "at least";
  unit: "×" | "MB" | "ms" | "points";
  pass: boolean;
}

/** Largest acceptable growth of the build time per page from the small run to the large one. */
export const MAX_TIME_PER_PAGE_RATIO = 1.3;
/** Peak memory of any build stage, in MB. */
export const MAX_PEAK_MB = 2048;
/** Largest acceptable growth of the same page's HTML or JavaScript. */
export const MAX_PAGE_WEIGHT_RATIO = 1.05;
/** Largest acceptable drop of any Lighthouse score of the same page: run-to-run noise of the simulated performance. */
export const MAX_LIGHTHOUSE_DROP = 2;
/** Total blocking time the probe page may have on a simulated mid-range phone, in ms. */
export const MAX_TOTAL_BLOCKING_MS = 50;
/** Lighthouse mobile performance the probe page must keep (median run). */
export const MIN_PERFORMANCE = 100;
/** Largest acceptable growth of the probe page's speed index: a few percent of run-to-run noise. */
export const MAX_SPEED_INDEX_RATIO = 1.1;
/** Share of each core the pages stage must keep busy on average (CPU time over wall time, per core). */
export const MIN_PAGES_STAGE_CORE_USE = 0.75;

/** The build's peak memory: all processes of a stage together, or the largest one if sampling missed a spike. */
export function peakMemoryMb(build: BuildResult): number {
  return Math.max(build.peakMb, build.treePeakMb);
}

/** Seconds of build per content file. */
export function secondsPerPage(run: ScaleRun): number {
  return run.build.seconds / run.pages;
}

/** CPU time over wall time of the large run's pages stage: about 1 on one core, up to the number of cores. */
export function pagesStageCoresUsed(build: BuildResult): number {
  const stage = build.stages.find((s) => s.name === "pages");
  return stage && stage.seconds > 0 ? Math.round((stage.cpuSeconds / stage.seconds) * 100) / 100 : 0;
}

/** The largest fall of any of the four Lighthouse scores from the small run to the large one, in points. */
export function largestScoreDrop(small: LighthouseSummary, large: LighthouseSummary): number {
  const keys = Object.keys(small.scores) as (keyof LighthouseSummary["scores"])[];
  return Math.max(0, ...keys.map((key) => small.scores[key] - large.scores[key]));
}

/**
 * The checks of the scale benchmark: time per page, peak memory, one real page's weight and Lighthouse scores stay
 * flat, and the pages stage keeps every core of the machine (`cores`) busy.
 */
export function compareScaleRuns(small: ScaleRun, large: ScaleRun, cores: number): ScaleCheck[] {
  const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
  const check = (
    name: string,
    value: number,
    limit: number,
    unit: ScaleCheck["unit"],
    bound: ScaleCheck["bound"] = "at most",
  ): ScaleCheck => ({ name, value, limit, bound, unit, pass: bound === "at most" ? value <= limit : value >= limit });
  // "Both cores" on the two-core machines this runs on; more cores than two are not required to be busy.
  const coreLimit = Math.round(Math.min(cores, 2) * MIN_PAGES_STAGE_CORE_USE * 100) / 100;
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
    check(
      `long guide Lighthouse, largest score drop`,
      largestScoreDrop(small.lighthouse, large.lighthouse),
      MAX_LIGHTHOUSE_DROP,
      "points",
    ),
    check(
      "probe page HTML (gzip), inside the growing section",
      ratio(large.probe.html.gzip, small.probe.html.gzip),
      MAX_PAGE_WEIGHT_RATIO,
      "×",
    ),
    check("probe page JS (gzip)", ratio(large.probe.js.gzip, small.probe.js.gzip), MAX_PAGE_WEIGHT_RATIO, "×"),
    check(
      `probe page total blocking time at ${large.pages}`,
      large.probeLighthouse.metrics.tbtMs,
      MAX_TOTAL_BLOCKING_MS,
      "ms",
    ),
    check(
      `probe page Lighthouse performance at ${large.pages}`,
      large.probeLighthouse.scores.performance,
      MIN_PERFORMANCE,
      "points",
      "at least",
    ),
    check(
      "probe page speed index",
      ratio(large.probeLighthouse.metrics.speedIndexMs, small.probeLighthouse.metrics.speedIndexMs),
      MAX_SPEED_INDEX_RATIO,
      "×",
    ),
    check(
      `pages stage CPU time over wall time at ${large.pages} (${cores} cores)`,
      pagesStageCoresUsed(large.build),
      coreLimit,
      "×",
      "at least",
    ),
  ];
}
