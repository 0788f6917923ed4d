import { Worker } from "node:worker_threads";
import { runsCompiled, workerFile } from "#build/config/build-tool.ts";
import { writeFileMakingFolders } from "./write-file.ts";

/**
 * Where a stage's output files go: every page of the site cache, every document and its search copy. Creating a file
 * is a system call that waits on the disk, and a stage that writes on the thread that renders waits for each. On the
 * bench's disk, where creating a file took 0.3-0.4 ms and a folder 0.1-0.2 ms, a CPU profile of the 170-page build
 * found its thread 1.3 s in `mkdir` and `writeFile` between renders. A writer started with `startFileWriter` writes on
 * a thread of its own instead, while the stage's thread goes on rendering.
 */
export interface FileWriter {
  /** Queues `data` to be written to `file`, making its folders first. */
  write(file: string, data: string): void;
  /** Resolves once every queued file is written; rejects with the first that failed, naming it. Ends the writer. */
  close(): Promise<void>;
}

/** A message to the writer's thread (file-writer-worker.ts). */
export type ToFileWriter = { type: "write"; file: string; data: string } | { type: "close" };

/** The writer's thread's answer to `close`: the first write that failed, if one did. */
export interface FileWriterClosed {
  failure?: { file: string; message: string };
}

/**
 * Writes on a thread of its own: the files are written in the order given, and a write that fails stops the rest.
 * Code loaded from its TypeScript sources (Vitest) writes at once on its own thread, as `writeFilesHere` does.
 */
export function startFileWriter(): FileWriter {
  if (!runsCompiled) return writeFilesHere();
  const worker = new Worker(workerFile(new URL("./file-writer-worker.ts", import.meta.url)));
  // A stage that fails before `close` does not wait for its writes: its process ends with the failure.
  worker.unref();
  // Settled by the thread's answer to `close`, or as soon as the thread fails or stops.
  const closed = new Promise<void>((resolve, reject) => {
    worker.once("message", ({ failure }: FileWriterClosed) => {
      if (failure) reject(new Error(`Could not write ${failure.file}: ${failure.message}`));
      else resolve();
    });
    worker.once("error", reject);
    worker.once("exit", (code) =>
      reject(new Error(`Internal error: the file writer's thread stopped with code ${code} before it was closed.`)),
    );
  });
  // Heard of at `close`, not before: a thread that fails early fails the stage there.
  closed.catch(() => undefined);
  let closing = false;
  return {
    write(file, data) {
      if (closing) throw new Error(`Internal error: ${file} was given to a file writer after it was closed.`);
      worker.postMessage({ type: "write", file, data } satisfies ToFileWriter);
    },
    close() {
      if (!closing) {
        closing = true;
        worker.ref();
        worker.postMessage({ type: "close" } satisfies ToFileWriter);
      }
      return closed;
    },
  };
}

/** Writes each file at once, on this thread: for a pool's thread, whose siblings keep the other cores busy. */
export function writeFilesHere(): FileWriter {
  return {
    write(file, data) {
      try {
        writeFileMakingFolders(file, data);
      } catch (error) {
        throw new Error(`Could not write ${file}: ${(error as Error).message}`, { cause: error });
      }
    },
    close: () => Promise.resolve(),
  };
}
