import type { PageJob, RenderContext, RenderedPage } from "./render-page.ts";
import { startPool, usableThreads, type Pool } from "./worker-pool.ts";

/** Pages per message: few enough to balance the threads and free memory as they go, enough to keep messages few. */
const BATCH_SIZE = 8;

/**
 * Pages per thread below which another thread costs more than it saves: each one loads Shiki, TypeScript and the
 * schema and warms up on its own (measured: 140 pages take as long on two threads as on one, 480 pages 20% less).
 */
const MIN_PAGES_PER_WORKER = 100;

/**
 * Renders the content stage's pages, in one or more rounds (the content, then the generated pages that read what it
 * found), and gives the syntax-colour CSS of them all when it finishes. The first round large enough for threads
 * starts them, and every later round reuses them warm; smaller rounds render in this thread, with one context.
 */
export interface PageRenderer {
  /** Renders and checks these pages; results keep the jobs' order. `onResult` hears of each page as it is done. */
  render(jobs: PageJob[], onResult?: (index: number, page: RenderedPage) => void): Promise<RenderedPage[]>;
  /** Ends the threads and returns the CSS of every colour the pages used. */
  finish(): Promise<string>;
  /** Threads started so far: 0 while the pages render in this thread. */
  readonly threads: number;
}

export function createPageRenderer(options: { rootDir: string; workers: number }): PageRenderer {
  let pool: Pool<PageJob, RenderedPage, string> | undefined;
  let context: Promise<RenderContext> | undefined;
  let started = 0;
  return {
    get threads() {
      return started;
    },
    async render(jobs, onResult) {
      if (jobs.length === 0) return [];
      const threads = Math.min(usableThreads(options.workers), Math.floor(jobs.length / MIN_PAGES_PER_WORKER));
      if (!pool && threads > 1) {
        pool = startPool<PageJob, RenderedPage, string>({
          entry: new URL("./render-worker.ts", import.meta.url),
          threads,
          batchSize: BATCH_SIZE,
          data: { rootDir: options.rootDir },
        });
        started = threads;
      }
      if (pool) return pool.run(jobs, onResult);
      // Loaded on demand so that the main thread of a parallel build never loads Shiki and TypeScript.
      const { createRenderContext, renderPagesHere } = await import("./render-page.ts");
      context ??= createRenderContext(options.rootDir);
      return renderPagesHere(jobs, await context, onResult);
    },
    async finish() {
      const sheets = pool ? await pool.finish() : [];
      if (context) sheets.push((await context).highlighter.css());
      return mergeCssRules(sheets);
    },
  };
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
