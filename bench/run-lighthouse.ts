import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

/** Chromium flags for audits on a machine with no display, GPU or network beyond localhost. */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Lighthouse's verdict on one page, mobile preset (simulated slow 4G and a mid-range phone). */
export interface LighthouseSummary {
  name: string;
  path: string;
  /** Category scores from 0 to 100. */
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /**
   * First and Largest Contentful Paint, Total Blocking Time and Speed Index in ms; Cumulative Layout Shift unitless;
   * Lighthouse's CPU benchmark index of the machine during the run (higher is faster; its simulated timings scale
   * with it, so a figure is read beside it).
   */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; speedIndexMs: number; cls: number; benchmarkIndex: number };
  /** Audits that did not pass, for the report: `id: title (value)`. */
  issues: string[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRIC_AUDITS = new Set([
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "interactive",
]);

/** Runs for a median: Lighthouse's simulated timings move by hundreds of ms between runs on a shared machine. */
export const LIGHTHOUSE_RUNS = 5;

/**
 * Audits each page `runs` times and keeps the median run. Each run is what `lighthouse <url>` does on the command
 * line: a new Chromium with a new, empty profile, mobile defaults, closed afterwards. Reusing one browser for every
 * run (as this bench once did) keeps its HTTP and compiled-code caches warm and reports better figures than a
 * reader's first visit gets.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: Record<string, string>,
  options: { chromePath: string; runs: number },
): Promise<LighthouseSummary[]> {
  const summaries: LighthouseSummary[] = [];
  for (const [name, path] of Object.entries(pages)) {
    const runs: Omit<LighthouseSummary, "name" | "path">[] = [];
    for (let run = 0; run < options.runs; run++) runs.push(await auditOnce(`${baseUrl}${path}`, options.chromePath));
    summaries.push({ name, path, ...pickMedianRun(runs) });
  }
  return summaries;
}

/** One cold Lighthouse run in a Chromium of its own (chrome-launcher gives each a new temporary profile). */
async function auditOnce(url: string, chromePath: string): Promise<Omit<LighthouseSummary, "name" | "path">> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    return summarise(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** The run in the middle by performance score, then LCP: simulated throttling varies from run to run. */
export function pickMedianRun<T extends Pick<LighthouseSummary, "scores" | "metrics">>(runs: T[]): T {
  const sorted = [...runs].sort(
    (a, b) => a.scores.performance - b.scores.performance || b.metrics.lcpMs - a.metrics.lcpMs,
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("Internal error (a bug in the site code, not in your content): no Lighthouse runs.");
  return median;
}

/** Scores, the three core metrics and the failed audits of one Lighthouse result. */
export function summarise(lhr: Result): Omit<LighthouseSummary, "name" | "path"> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = new Set<string>();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Insights repeat the classic performance audits in a new form; metrics are reported on their own.
      if (!audit || audit.score === null || METRIC_AUDITS.has(ref.id) || ref.id.endsWith("-insight")) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      if (audit.score < (id === "performance" ? 0.9 : 1)) {
        const value = audit.displayValue ? ` (${audit.displayValue})` : "";
        const where = firstSnippet(audit.details);
        failed.add(`${audit.id}: ${audit.title}${value}${where ? `, e.g. ${where}` : ""}`);
      }
    }
  }
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    },
    metrics: {
      fcpMs: Math.round(numeric("first-contentful-paint")),
      lcpMs: Math.round(numeric("largest-contentful-paint")),
      tbtMs: Math.round(numeric("total-blocking-time")),
      speedIndexMs: Math.round(numeric("speed-index")),
      cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    },
    issues: [...failed],
  };
}

/** The first offending element or URL of an audit, to say where the problem is. */
function firstSnippet(details: unknown): string | undefined {
  const items = (details as { items?: { node?: { snippet?: string }; url?: string }[] } | undefined)?.items ?? [];
  const first = items[0];
  const text = first?.node?.snippet ?? first?.url;
  return text && text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
