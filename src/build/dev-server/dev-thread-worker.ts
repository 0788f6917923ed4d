/**
 * The dev thread (dev-thread.ts): reads the content and makes the first tree's generated pages, sends them, then
 * loads the highlighter and renders pages' Markdown as asked.
 */
import { parentPort, workerData } from "node:worker_threads";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { invariant } from "#shared/invariant.ts";
import type { DevThreadData, FromDevThread, ToDevThread } from "./dev-thread.ts";
import { createPageRenderer } from "./page-renderer.ts";
import { readSiteSources } from "./site-sources.ts";

const port = parentPort;
invariant(port, "dev-thread-worker.ts runs only as a worker thread (dev-thread.ts starts it)");
const given = workerData as DevThreadData;
const data = { ...given, config: given.config ?? getSiteConfig() };
const send = (message: FromDevThread) => port.postMessage(message);
const renderer = createPageRenderer(data.projectDir);

port.on("message", (message: ToDevThread) => {
  if (message.type === "forget-schema") return renderer.forgetSchema();
  const { id } = message;
  const answer =
    message.type === "render"
      ? renderer.render(message.job).then((page): FromDevThread => ({ type: "rendered", id, page }))
      : renderer.highlightCss().then((css): FromDevThread => ({ type: "highlight-css", id, css }));
  answer.then(send, (error: unknown) =>
    send({ type: "failed", id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
send({ type: "sources", sources: readSiteSources(data) });
await renderer.ready();
