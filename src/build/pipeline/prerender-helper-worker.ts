/**
 * A helper thread of one prerender shard (src/build/pipeline/prerender-helpers.ts): renders its share of the shard's
 * paths with the shard's server build, as React Router's own prerender does, and writes each page where React Router
 * would.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import { prerenderedPage } from "./prerender-plan.ts";

/** What the shard gives its helper. */
export interface HelperJob {
  /** The server build's entry module (a copy React Router does not remove when it is done). */
  serverBuild: string;
  clientDir: string;
  paths: string[];
}

const { serverBuild, clientDir, paths } = workerData as HelperJob;
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
parentPort?.postMessage(paths.length);
