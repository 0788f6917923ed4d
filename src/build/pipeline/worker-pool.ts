import { parentPort, Worker, workerData } from "node:worker_threads";
import { runsCompiled, workerFile } from "#build/config/build-tool.ts";
import { invariant } from "#shared/invariant.ts";

/**
 * The build's one kind of parallelism: worker threads, one per core, that take batches of jobs from a queue in this
 * thread. The content stage renders Markdown with it (render-worker.ts), the pages stage renders documents
 * (document-worker.ts). A stage starts its threads and ends them when its work is done, so that its memory is handed
 * back before the next stage starts.
 */

/** A message from the pool to a thread: run these jobs, or finish. */
type ToWorker<Job> = { type: "run"; run: number; start: number; jobs: Job[] } | { type: "finish" };

/** A message from a thread: the results of a batch in job order from `start`, or its last word on finishing. */
type FromWorker<Result, Summary> =
  { type: "done"; run: number; start: number; results: Result[] } | { type: "finished"; summary: Summary };

/** Old-generation heap of one thread, in MB: several times what a thread keeps alive while it works. */
const WORKER_HEAP_MB = 1024;

/** What a pool run gives back: every job's result in the jobs' order, and each thread's summary. */
export interface PoolResults<Result, Summary> {
  results: Result[];
  summaries: Summary[];
}

/** Where a pool's threads start and what each is given. */
export interface PoolOptions {
  /** A module that calls `serveJobs`. */
  entry: URL;
  threads: number;
  batchSize: number;
  /** Given to every thread as `workerData`. */
  data: unknown;
}

/**
 * Threads started once and given work more than once: the content stage renders its pages, then the generated pages
 * that read what rendering found, on the same warm threads (each thread loads Shiki, the schema and the Markdown
 * pipeline only once). Threads waiting between runs do not keep the process alive. `finish` ends the threads and
 * returns each one's summary; `close` ends them at once.
 */
export interface Pool<Job, Result, Summary> {
  /**
   * Runs `jobs`, `batchSize` at a time, and returns their results in the jobs' order. One run at a time. `onResult`
   * hears of each result as it arrives (in no set order), with its job's index.
   */
  run(jobs: Job[], onResult?: (index: number, result: Result) => void): Promise<Result[]>;
  finish(): Promise<Summary[]>;
  close(): Promise<void>;
}

/** The run a pool is working through. */
interface PoolRun<Job, Result> {
  /** Which of the pool's runs this is: a batch of a failed run that comes back late is told apart by it. */
  id: number;
  jobs: Job[];
  onResult?: (index: number, result: Result) => void;
  next: number;
  done: number;
  results: Result[];
  resolve: (results: Result[]) => void;
  reject: (error: unknown) => void;
}

/** Runs `jobs` on a pool started for them alone (`startPool`), and ends its threads. */
export async function runPool<Job, Result, Summary>(
  options: PoolOptions & { jobs: Job[] },
): Promise<PoolResults<Result, Summary>> {
  const pool = startPool<Job, Result, Summary>(options);
  try {
    const results = await pool.run(options.jobs);
    return { results, summaries: await pool.finish() };
  } catch (error) {
    await pool.close();
    throw error;
  }
}

/** Starts `threads` threads from `entry`; they wait for `run` and end on `finish` or `close`. */
export function startPool<Job, Result, Summary>(options: PoolOptions): Pool<Job, Result, Summary> {
  const file = workerFile(options.entry);
  const workers: Worker[] = [];
  const idle: Worker[] = [];
  let current: PoolRun<Job, Result> | undefined;
  let runs = 0;

  const dispatch = (worker: Worker) => {
    const run = current;
    if (!run || run.next >= run.jobs.length) {
      // A waiting thread does not keep the process alive: a build that fails between two runs still ends.
      worker.unref();
      idle.push(worker);
      return;
    }
    worker.ref();
    const start = run.next;
    run.next = Math.min(run.jobs.length, start + options.batchSize);
    worker.postMessage({
      type: "run",
      run: run.id,
      start,
      jobs: run.jobs.slice(start, run.next),
    } satisfies ToWorker<Job>);
  };
  /** Records a batch's results and tells `onResult`; a failing `onResult` fails the run with its error. */
  const deliver = (run: PoolRun<Job, Result>, start: number, results: Result[]) => {
    try {
      results.forEach((result, index) => {
        run.results[start + index] = result;
        run.onResult?.(start + index, result);
      });
    } catch (error) {
      fail(error);
      return;
    }
    run.done += results.length;
    if (run.done === run.jobs.length) {
      current = undefined;
      run.resolve(run.results);
    }
  };
  const fail = (error: unknown) => {
    const run = current;
    current = undefined;
    run?.reject(error);
  };

  const summaries = Array.from({ length: options.threads }, () => {
    // A larger young generation lets each page's syntax trees die young; a cap on the old one makes V8 collect before
    // the heap balloons. Measured on 5,000 pages: peak 1.3 GB instead of 1.55 GB, and no slower.
    const resourceLimits = { maxYoungGenerationSizeMb: 64, maxOldGenerationSizeMb: WORKER_HEAP_MB };
    const worker = new Worker(file, { workerData: options.data, resourceLimits });
    workers.push(worker);
    worker.unref();
    idle.push(worker);
    const summary = new Promise<Summary>((resolve, reject) => {
      let finished = false;
      worker.on("message", (message: FromWorker<Result, Summary>) => {
        if (message.type === "finished") {
          finished = true;
          resolve(message.summary);
          return;
        }
        const run = current;
        // A batch of a run that failed while this thread worked on it comes back late: it is dropped.
        if (run?.id === message.run) deliver(run, message.start, message.results);
        dispatch(worker);
      });
      worker.once("error", (error) => {
        fail(error);
        reject(error);
      });
      worker.once("exit", (code) => {
        if (finished) return;
        const error = new Error(
          `Internal error (a bug in the site code, not in your content): a build worker stopped with code ${code}.`,
        );
        fail(error);
        reject(error);
      });
    });
    // A thread's failure reaches the caller through the run under way, or through `finish`.
    summary.catch(() => undefined);
    return summary;
  });

  return {
    run(jobs, onResult) {
      invariant(current === undefined, "a pool runs one batch of jobs at a time");
      if (jobs.length === 0) return Promise.resolve([]);
      return new Promise<Result[]>((resolve, reject) => {
        runs += 1;
        current = {
          id: runs,
          jobs,
          onResult,
          next: 0,
          done: 0,
          results: new Array<Result>(jobs.length),
          resolve,
          reject,
        };
        for (const worker of idle.splice(0)) dispatch(worker);
      });
    },
    finish() {
      invariant(current === undefined, "a pool finishes once its run is done");
      for (const worker of idle.splice(0)) {
        worker.ref();
        worker.postMessage({ type: "finish" } satisfies ToWorker<Job>);
      }
      return Promise.all(summaries);
    },
    async close() {
      fail(new Error("Internal error (a bug in the site code, not in your content): the build's pool was closed."));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
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
      send({ type: "done", run: message.run, start: message.start, results });
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
