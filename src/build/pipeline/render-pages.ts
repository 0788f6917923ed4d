import { Worker } from "node:worker_threads";
import { workerEntry, workerSource } from "#build/config/build-tool.ts";
import type { PageJob, RenderedBatch, RenderedPage } from "./render-page.ts";
import type { FromWorker, ToWorker } from "./render-worker.ts";

/** Pages per message: few enough to balance the threads and free memory as they go, enough to keep messages few. */
const BATCH_SIZE = 8;

/** Old-generation heap of one render worker, in MB: several times what it keeps alive while rendering. */
const WORKER_HEAP_MB = 1024;

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
  const count = Math.max(1, Math.min(options.workers, Math.floor(jobs.length / MIN_PAGES_PER_WORKER)));
  if (count === 1) {
    // Loaded on demand so that the main thread of a parallel build never loads Shiki and TypeScript.
    const { renderPagesHere } = await import("./render-page.ts");
    const batch = await renderPagesHere(jobs, options.rootDir);
    return { ...batch, highlightCss: mergeCssRules([batch.highlightCss]) };
  }
  const pages: RenderedPage[] = new Array<RenderedPage>(jobs.length);
  let next = 0;
  const takeBatch = (): ToWorker => {
    if (next >= jobs.length) return { type: "finish" };
    const start = next;
    next = Math.min(jobs.length, next + BATCH_SIZE);
    return { type: "render", start, jobs: jobs.slice(start, next) };
  };
  const sheets = await Promise.all(
    Array.from({ length: count }, () =>
      runWorker(options.rootDir, takeBatch, (start, rendered) =>
        rendered.forEach((page, i) => (pages[start + i] = page)),
      ),
    ),
  );
  return { pages, highlightCss: mergeCssRules(sheets) };
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

/** Runs one worker until the queue is empty; resolves with the syntax-colour CSS it used. */
function runWorker(
  rootDir: string,
  takeBatch: () => ToWorker,
  onRendered: (start: number, pages: RenderedPage[]) => void,
): Promise<string> {
  const source = workerSource(workerEntry(new URL("./render-worker.ts", import.meta.url)));
  return new Promise((resolve, reject) => {
    // A worker keeps little between batches (Shiki's WebAssembly, about 200 MB, lives outside the heap). A larger
    // young generation lets each page's syntax trees die young; a cap on the old one makes V8 collect before the heap
    // balloons. Measured on 5,000 pages: peak 1.3 GB instead of 1.55 GB, and no slower.
    const resourceLimits = { maxYoungGenerationSizeMb: 64, maxOldGenerationSizeMb: WORKER_HEAP_MB };
    const worker = new Worker(source, { eval: true, workerData: { rootDir }, resourceLimits });
    let css: string | undefined;
    worker.on("message", (message: FromWorker) => {
      if (message.type === "css") {
        css = message.css;
        return;
      }
      onRendered(message.start, message.pages);
      worker.postMessage(takeBatch());
    });
    worker.postMessage(takeBatch());
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (css !== undefined) resolve(css);
      else
        reject(
          new Error(
            `Internal error (a bug in the site code, not in your content): a render worker stopped with code ${code}.`,
          ),
        );
    });
  });
}
