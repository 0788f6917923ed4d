import { parentPort, Worker, workerData } from "node:worker_threads";
import { runsCompiled, workerFile } from "#build/config/build-tool.ts";

/**
 * The build's one kind of parallelism: worker threads, one per core, that take batches of jobs from a queue in this
 * thread. The content stage renders Markdown with it (render-worker.ts), the pages stage renders documents
 * (document-worker.ts). Each call starts its threads and ends them when the queue is empty, so a stage's memory is
 * handed back before the next stage starts.
 */

/** A message from the pool to a thread: run these jobs, or finish. */
type ToWorker<Job> = { type: "run"; start: number; jobs: Job[] } | { type: "finish" };

/** A message from a thread: the results of a batch in job order from `start`, or its last word on finishing. */
type FromWorker<Result, Summary> =
  { type: "done"; start: number; results: Result[] } | { type: "finished"; summary: Summary };

/** Old-generation heap of one thread, in MB: several times what a thread keeps alive while it works. */
const WORKER_HEAP_MB = 1024;

/** What a pool run gives back: every job's result in the jobs' order, and each thread's summary. */
export interface PoolResults<Result, Summary> {
  results: Result[];
  summaries: Summary[];
}

/** Runs `jobs` on `threads` threads started from `entry` (a module that calls `serveJobs`), `batchSize` at a time. */
export async function runPool<Job, Result, Summary>(options: {
  entry: URL;
  jobs: Job[];
  threads: number;
  batchSize: number;
  /** Given to every thread as `workerData`. */
  data: unknown;
}): Promise<PoolResults<Result, Summary>> {
  const { jobs, batchSize } = options;
  const results = new Array<Result>(jobs.length);
  let next = 0;
  const takeBatch = (): ToWorker<Job> => {
    if (next >= jobs.length) return { type: "finish" };
    const start = next;
    next = Math.min(jobs.length, next + batchSize);
    return { type: "run", start, jobs: jobs.slice(start, next) };
  };
  const file = workerFile(options.entry);
  const summaries = await Promise.all(
    Array.from({ length: options.threads }, () =>
      runThread<Job, Result, Summary>(file, options.data, takeBatch, (start, batch) =>
        batch.forEach((result, index) => (results[start + index] = result)),
      ),
    ),
  );
  return { results, summaries };
}

function runThread<Job, Result, Summary>(
  file: URL,
  data: unknown,
  takeBatch: () => ToWorker<Job>,
  onDone: (start: number, results: Result[]) => void,
): Promise<Summary> {
  return new Promise((resolve, reject) => {
    // A larger young generation lets each page's syntax trees die young; a cap on the old one makes V8 collect before
    // the heap balloons. Measured on 5,000 pages: peak 1.3 GB instead of 1.55 GB, and no slower.
    const resourceLimits = { maxYoungGenerationSizeMb: 64, maxOldGenerationSizeMb: WORKER_HEAP_MB };
    const worker = new Worker(file, { workerData: data, resourceLimits });
    let finished: { summary: Summary } | undefined;
    worker.on("message", (message: FromWorker<Result, Summary>) => {
      if (message.type === "finished") {
        finished = { summary: message.summary };
        return;
      }
      onDone(message.start, message.results);
      worker.postMessage(takeBatch());
    });
    worker.postMessage(takeBatch());
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (finished) resolve(finished.summary);
      else
        reject(
          new Error(
            `Internal error (a bug in the site code, not in your content): a build worker stopped with code ${code}.`,
          ),
        );
    });
  });
}

/**
 * The thread's side of `runPool`: runs each job of each batch in turn with `run`, and on finishing sends `summarize()`.
 * Returns this thread's `workerData`. Does nothing outside a worker thread.
 */
export function serveJobs<Job, Result, Summary>(
  run: (job: Job) => Result | Promise<Result>,
  summarize: () => Summary,
): void {
  const port = parentPort;
  if (!port) return;
  const send = (message: FromWorker<Result, Summary>) => port.postMessage(message);
  port.on("message", (message: ToWorker<Job>) => {
    if (message.type === "finish") {
      send({ type: "finished", summary: summarize() });
      port.close();
      return;
    }
    void (async () => {
      const results: Result[] = [];
      for (const job of message.jobs) results.push(await run(job));
      send({ type: "done", start: message.start, results });
    })();
  });
}

/**
 * How many threads a stage may use, of the `wanted`: threads start from the compiled build tool (scripts/run.mjs), so
 * code loaded from its TypeScript sources (Vitest) does the work in its own thread.
 */
export function usableThreads(wanted: number): number {
  return runsCompiled ? wanted : 1;
}

/** The `workerData` the pool gave this thread. */
export function poolData<Data>(): Data {
  return workerData as Data;
}
