import type { PageJob, RenderedBatch, RenderedPage } from "./render-page.ts";
import { runPool, usableThreads } from "./worker-pool.ts";

/** Pages per message: few enough to balance the threads and free memory as they go, enough to keep messages few. */
const BATCH_SIZE = 8;

/**
 * Pages per thread below which another thread costs more than it saves: each one loads Shiki, TypeScript and the
 * schema and warms up on its own (measured: 140 pages take as long on two threads as on one, 480 pages 20% less).
 */
const MIN_PAGES_PER_WORKER = 100;

/** Renders and checks every page, in this thread or split across `workers` threads; results keep the jobs' order. */
export async function renderPages(
  jobs: PageJob[],
  options: { rootDir: string; workers: number },
): Promise<RenderedBatch> {
  const count = Math.max(1, Math.min(usableThreads(options.workers), Math.floor(jobs.length / MIN_PAGES_PER_WORKER)));
  if (count === 1) {
    // Loaded on demand so that the main thread of a parallel build never loads Shiki and TypeScript.
    const { renderPagesHere } = await import("./render-page.ts");
    const batch = await renderPagesHere(jobs, options.rootDir);
    return { ...batch, highlightCss: mergeCssRules([batch.highlightCss]) };
  }
  const { results, summaries } = await runPool<PageJob, RenderedPage, string>({
    entry: new URL("./render-worker.ts", import.meta.url),
    jobs,
    threads: count,
    batchSize: BATCH_SIZE,
    data: { rootDir: options.rootDir },
  });
  return { pages: results, highlightCss: mergeCssRules(summaries) };
}

/**
 * Joins stylesheets of one-line `.class{...}` rules, each rule once, sorted: which thread saw a colour first
 * depends on timing, and a sorted sheet keeps the build (and the CSS file's hash) the same from run to run.
 */
export function mergeCssRules(sheets: string[]): string {
  const rules = new Set(sheets.flatMap((sheet) => sheet.split("}").filter((rule) => rule.trim() !== "")));
  return [...rules]
    .sort()
    .map((rule) => `${rule}}`)
    .join("");
}
