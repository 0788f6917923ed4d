/** Worker-thread entry of the pages stage's pool (worker-pool.ts): renders and writes documents. */
import { siteCacheSource } from "#build/site-cache/site-source.ts";
import { writeFilesHere } from "./file-writer.ts";
import { poolData, serveJobs } from "./worker-pool.ts";
import { loadRenderDocument, writeDocument, type WrittenDocument } from "./write-document.ts";
import type { DocumentPoolData } from "./write-documents.ts";

const data = poolData<DocumentPoolData>();
const writer = {
  renderDocument: await loadRenderDocument(data.bundleFile),
  site: siteCacheSource(data.rootDir),
  root: data.root,
  clientDir: data.clientDir,
  searchPagesDir: data.searchPagesDir,
  // The pool's other threads keep the cores busy while this one writes.
  files: writeFilesHere(),
};
serveJobs<string, WrittenDocument, null>(
  (path) => writeDocument(writer, path),
  () => null,
);
