/**
 * A helper thread of one prerender shard (src/build/pipeline/prerender-helpers.ts): started with the shard, it loads
 * React and React Router at once, then waits for its job. Given the server build and its share of the shard's paths,
 * it renders each as React Router's own prerender does and writes the page where React Router would.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort } from "node:worker_threads";
// Loaded before the job arrives, while the shard still builds: the server build imports them too.
import "react";
import "react/jsx-runtime";
import "react-dom/server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { invariant } from "#shared/invariant.ts";
import { prerenderedPage } from "./prerender-plan.ts";

/** What the shard gives its helper once its server build is written. */
export interface HelperJob {
  /** The server build's entry module (a copy React Router does not remove when it is done). */
  serverBuild: string;
  clientDir: string;
  paths: string[];
}

async function prerender({ serverBuild, clientDir, paths }: HelperJob): Promise<number> {
  // React Router reads build-time request headers only with this set, as its own prerender sets it.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const serverModule = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  // With `ssr: false`, a path missing from the build's prerender list renders as the SPA fallback; this build's list
  // holds React Router's share only.
  const handler = createRequestHandler({ ...serverModule, prerender: paths }, "production");
  for (const path of paths) {
    const response = await handler(new Request(`http://localhost${path}/`));
    const html = await response.text();
    if (response.status !== 200) {
      throw new Error(
        `Prerender helper: ${path} answered ${response.status}; only pages that answer 200 are dealt to helpers.\n${html}`,
      );
    }
    const file = join(clientDir, prerenderedPage(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return paths.length;
}

invariant(parentPort, "the prerender helper runs as a worker thread");
const port = parentPort;
port.once("message", (job: HelperJob) => {
  // A failure is thrown out of the thread: the shard sees it as the worker's error.
  void prerender(job).then((count) => port.postMessage(count));
});
