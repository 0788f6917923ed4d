/**
 * React Router prerenders every page in the build's one thread. Its loop stays in charge (it asks for each page, runs
 * the loaders and writes the files); this module moves the expensive part, rendering the document, to worker threads
 * that each load the same server build and answer the same request. See docs/decisions/0005-prerender-on-every-core.md.
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import { buildPaths } from "../config/build-paths.ts";

/** A document request sent to a worker. */
interface RenderRequest {
  id: number;
  url: string;
  headers: [string, string][];
}

/** A worker's answer: the response, or the error the render raised. */
type RenderReply =
  { id: number; status: number; headers: [string, string][]; body: string } | { id: number; error: string };

const WORKER_ROLE = "prerender-worker";

/** The server build React Router writes, and which each worker runs as its script. */
function serverBuildFile(): string {
  return resolve(buildPaths.buildDir, "server", "index.js");
}

/** Worker threads to use: one per core. With a single core, rendering stays in the main thread. */
export function prerenderWorkerCount(cores = availableParallelism()): number {
  return cores > 1 ? cores : 0;
}

/** True in the main thread of `react-router build` while it prerenders, when there are cores to spare. */
export function shouldPrerenderInWorkers(): boolean {
  return isMainThread && process.env.IS_RR_BUILD_REQUEST === "yes" && prerenderWorkerCount() > 0;
}

/** True when this copy of the server build was started as a prerender worker. */
export function isPrerenderWorker(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === WORKER_ROLE;
}

/**
 * In a prerender worker: answers each request with React Router's own handler over this same server build, which
 * renders it in this thread (see `isPrerenderWorker`). Does nothing anywhere else.
 */
export function servePrerenderRequests(): void {
  const port = parentPort;
  if (!isPrerenderWorker() || !port) return;
  const loadBuild = () => import(pathToFileURL(serverBuildFile()).href) as Promise<ServerBuild>;
  const handle = createRequestHandler(loadBuild, "production");
  port.on("message", (request: RenderRequest) => {
    void (async () => {
      try {
        const response = await handle(new Request(request.url, { headers: request.headers }));
        const reply: RenderReply = {
          id: request.id,
          status: response.status,
          headers: [...response.headers],
          body: await response.text(),
        };
        port.postMessage(reply);
      } catch (error) {
        const reply: RenderReply = {
          id: request.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        };
        port.postMessage(reply);
      }
    })();
  });
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>;
}

let pool: PoolWorker[] | undefined;
let nextId = 0;

/** Starts the workers on first use. They hold the process open only while they have work, so the build can exit. */
function getPool(): PoolWorker[] {
  pool ??= Array.from({ length: prerenderWorkerCount() }, () => {
    const worker = new Worker(serverBuildFile(), { workerData: { role: WORKER_ROLE } });
    const member: PoolWorker = { worker, pending: new Map() };
    worker.unref();
    worker.on("message", (reply: RenderReply) => {
      const waiting = member.pending.get(reply.id);
      if (!waiting) return;
      member.pending.delete(reply.id);
      if (member.pending.size === 0) worker.unref();
      if ("error" in reply) waiting.reject(new Error(`A prerender worker could not render the page:\n${reply.error}`));
      else waiting.resolve(new Response(reply.body, { status: reply.status, headers: reply.headers }));
    });
    const failAll = (error: Error) => {
      for (const waiting of member.pending.values()) waiting.reject(error);
      member.pending.clear();
    };
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`A prerender worker stopped with code ${code}.`)));
    return member;
  });
  return pool;
}

/** Renders one document request in the least busy worker; resolves with the response React Router would have made. */
export function prerenderInWorker(request: Request): Promise<Response> {
  const members = getPool();
  const member = members.reduce((least, candidate) =>
    candidate.pending.size < least.pending.size ? candidate : least,
  );
  const id = nextId++;
  return new Promise((resolvePromise, reject) => {
    member.pending.set(id, { resolve: resolvePromise, reject });
    member.worker.ref();
    const message: RenderRequest = { id, url: request.url, headers: [...request.headers] };
    member.worker.postMessage(message);
  });
}
