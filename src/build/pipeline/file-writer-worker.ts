/** Worker-thread entry of a file writer (file-writer.ts): writes the files it is sent, in order, until it is closed. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parentPort } from "node:worker_threads";
import { invariant } from "#shared/invariant.ts";
import type { FileWriterClosed, ToFileWriter } from "./file-writer.ts";

const port = parentPort;
invariant(port, "file-writer-worker.ts runs as a worker thread (file-writer.ts starts it)");
/** Folders made so far: a site's pages share folders, and asking for one again is a system call of its own. */
const folders = new Set<string>();
let failure: FileWriterClosed["failure"];

port.on("message", (message: ToFileWriter) => {
  if (message.type === "close") {
    port.postMessage({ failure } satisfies FileWriterClosed);
    port.close();
    return;
  }
  // After a failure the stage fails too: nothing more is written.
  if (failure) return;
  try {
    const folder = dirname(message.file);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(message.file, message.data);
  } catch (error) {
    failure = { file: message.file, message: (error as Error).message };
  }
});
