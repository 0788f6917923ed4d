/** Worker-thread entry of the parallel content build: renders the batches the main thread sends, one at a time. */
import { parentPort, workerData } from "node:worker_threads";
import { createRenderContext, renderPage, type PageJob, type RenderedPage } from "./render-page.ts";

/** A message from the main thread: render these pages, or finish and send the syntax-colour CSS. */
export type ToWorker = { type: "render"; start: number; jobs: PageJob[] } | { type: "finish" };

/** A message to the main thread: rendered pages in job order from `start`, or the CSS on finishing. */
export type FromWorker = { type: "rendered"; start: number; pages: RenderedPage[] } | { type: "css"; css: string };

const port = parentPort;
if (port) {
  const context = await createRenderContext((workerData as { rootDir: string }).rootDir);
  const send = (message: FromWorker) => port.postMessage(message);
  port.on("message", (message: ToWorker) => {
    if (message.type === "finish") {
      send({ type: "css", css: context.highlighter.css() });
      port.close();
      return;
    }
    void (async () => {
      const pages: RenderedPage[] = [];
      for (const job of message.jobs) pages.push(await renderPage(job, context));
      send({ type: "rendered", start: message.start, pages });
    })();
  });
}
