/** Worker-thread entry (site-sources.ts): reads the content and makes the first generated pages, then answers once. */
import { parentPort, workerData } from "node:worker_threads";
import { invariant } from "#shared/invariant.ts";
import { readSiteSources } from "./site-sources.ts";

invariant(parentPort, "site-sources-worker.ts runs only as a worker thread (site-sources.ts starts it)");
parentPort.postMessage(readSiteSources(workerData as Parameters<typeof readSiteSources>[0]));
