import { Worker } from "node:worker_threads";
import { runsCompiled, workerFile } from "#build/config/build-tool.ts";
import type { PageJob, RenderedPage } from "#build/pipeline/render-page.ts";
import { invariant } from "#shared/invariant.ts";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import type { DevSiteOptions } from "./dev-site.ts";
import type { PageRenderer } from "./page-renderer.ts";
import type { SiteSources } from "./site-sources.ts";

/**
 * What the dev thread is started with (`workerData`): plain data. Without `config`, the thread reads the project's
 * site.config.ts itself, as `getSiteConfig` does in any thread.
 */
export type DevThreadData = Omit<DevSiteOptions, "config"> & { config?: SiteConfig };

/** A message to the dev thread. */
export type ToDevThread =
  { type: "render"; id: number; job: PageJob } | { type: "highlight-css"; id: number } | { type: "forget-schema" };

/** A message from the dev thread: what it read at start, or the answer to a message of the same `id`. */
export type FromDevThread =
  | { type: "sources"; sources: SiteSources }
  | { type: "rendered"; id: number; page: RenderedPage }
  | { type: "highlight-css"; id: number; css: string }
  | { type: "failed"; id: number; error: string };

/** An answer of the dev thread to one message. */
type Answer = Extract<FromDevThread, { type: "rendered" | "highlight-css" }>;

/** The site's sources as read at start, and the renderer of its pages. */
export interface DevThread {
  sources: Promise<SiteSources>;
  renderer: PageRenderer;
}

/**
 * Starts the dev server's second thread (dev-thread-worker.ts), which reads the content and makes the generated pages
 * of the first tree, then loads the highlighter and renders the pages' Markdown, while the server's thread loads Vite
 * and the app's render module: on two cores the first page is served in about the time of the longer of the two.
 * Undefined from the TypeScript sources (Vitest), where no thread can start: the caller does both in its own thread.
 * This module imports nothing heavy, so that the thread can start before the server's thread loads Vite.
 */
export function startDevThread(data: DevThreadData): DevThread | undefined {
  if (!runsCompiled) return undefined;
  const worker = new Worker(workerFile(new URL("./dev-thread-worker.ts", import.meta.url)), { workerData: data });
  const answers = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped: Error | undefined;
  let started: { resolve: (sources: SiteSources) => void; reject: (error: Error) => void } | undefined;
  const sources = new Promise<SiteSources>((resolve, reject) => (started = { resolve, reject }));
  const stop = (error: Error) => {
    stopped ??= error;
    started?.reject(stopped);
    for (const { reject } of answers.values()) reject(stopped);
    answers.clear();
  };
  worker.on("message", (message: FromDevThread) => {
    if (message.type === "sources") return started?.resolve(message.sources);
    const waiting = answers.get(message.id);
    answers.delete(message.id);
    if (message.type === "failed") waiting?.reject(new Error(message.error));
    else waiting?.resolve(message);
  });
  worker.once("error", stop);
  worker.once("exit", (code) =>
    stop(
      new Error(`Internal error (a bug in the site code, not in your content): the dev thread stopped (code ${code}).`),
    ),
  );
  const ask = (message: ToDevThread & { id: number }): Promise<Answer> => {
    if (stopped) return Promise.reject(stopped);
    return new Promise((resolve, reject) => {
      answers.set(message.id, { resolve, reject });
      worker.postMessage(message);
    });
  };
  const renderer: PageRenderer = {
    // The thread loads the highlighter as soon as it has sent what it read; a render waits for it there.
    ready: () => sources.then(() => undefined),
    render: async (job) => {
      const answer = await ask({ type: "render", id: nextId++, job });
      invariant(answer.type === "rendered", "the dev thread answered a render with something else");
      return answer.page;
    },
    highlightCss: async () => {
      const answer = await ask({ type: "highlight-css", id: nextId++ });
      invariant(answer.type === "highlight-css", "the dev thread answered for the highlight CSS with something else");
      return answer.css;
    },
    forgetSchema: () => worker.postMessage({ type: "forget-schema" } satisfies ToDevThread),
    close: () => worker.terminate().then(() => undefined),
  };
  return { sources, renderer };
}
