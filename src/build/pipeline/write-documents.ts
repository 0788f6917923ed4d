import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RootData } from "#app/data/root-data.server.ts";
import { NOT_FOUND_PATH } from "#shared/not-found-path.ts";
import { formatHeadersFile } from "#build/publish/headers-file.ts";
import { PublishedPlaceholderCheck } from "#build/publish/published-placeholders.ts";
import type { SiteSource } from "#build/site-cache/site-source.ts";
import { listPrerenderPaths } from "./prerender-paths.ts";
import { runPool, usableThreads } from "./worker-pool.ts";
import { startFileWriter } from "./file-writer.ts";
import { loadRenderDocument, writeDocument, type WrittenDocument } from "./write-document.ts";

/** What each thread of the pages stage's pool is given (document-worker.ts). */
export interface DocumentPoolData {
  rootDir: string;
  bundleFile: string;
  root: RootData;
  clientDir: string;
  searchPagesDir: string;
}

/** Pages per message to a thread: a page takes about a millisecond, so batches keep the messages few. */
const BATCH_SIZE = 32;

/**
 * Pages per thread below which another thread costs more than it saves: a thread loads React and the server bundle
 * before its first page (about 0.15 s), and renders a hundred pages in about as much.
 */
const MIN_PAGES_PER_THREAD = 400;

/** What `writeDocuments` renders from and where it writes. */
export interface DocumentsOptions {
  rootDir: string;
  clientDir: string;
  /** Where the pages' search copies go (src/build/publish/search-copy.ts). */
  searchPagesDir: string;
  /** The app's server bundle's entry (src/build/document-bundle). */
  bundleFile: string;
  root: RootData;
  /** The site rendered in this thread; other threads read the same site from the site cache (`SITE_CACHE_DIR`). */
  site: SiteSource;
  threads: number;
}

/**
 * Renders every path of the tree and the 404 page with the app's server bundle and writes each page once, whole, into
 * `clientDir`, on up to `threads` threads; then `404.html` and `_headers`, from the policies the render computed.
 * Throws when a page holds an unreplaced placeholder. Returns the number of pages written.
 */
export async function writeDocuments(options: DocumentsOptions): Promise<number> {
  const paths = listPrerenderPaths(options.site.tree);
  const threads = Math.max(
    1,
    Math.min(usableThreads(options.threads), Math.floor(paths.length / MIN_PAGES_PER_THREAD)),
  );
  const written = threads === 1 ? await writeHere(paths, options) : await writeOnThreads(paths, threads, options);
  const notFound = written.find((page) => page.path === NOT_FOUND_PATH);
  if (!notFound) throw new Error(`Internal error: the 404 page (${NOT_FOUND_PATH}) was not written.`);
  // Static hosts serve `404.html` for unknown paths.
  copyFileSync(join(options.clientDir, notFound.file), join(options.clientDir, "404.html"));
  const policies = new Map(written.map((page) => [page.path, page.policy]));
  policies.set("/404.html", notFound.policy);
  writeFileSync(join(options.clientDir, "_headers"), formatHeadersFile(policies));
  const placeholders = new PublishedPlaceholderCheck();
  for (const page of written) placeholders.record(page.file, page.leftovers);
  placeholders.finish(options.site.tree, options.rootDir);
  return written.length;
}

/** Renders on this thread; the files are written on a thread of their own meanwhile. */
async function writeHere(paths: string[], options: DocumentsOptions): Promise<WrittenDocument[]> {
  const writer = {
    renderDocument: await loadRenderDocument(options.bundleFile),
    site: options.site,
    root: options.root,
    clientDir: options.clientDir,
    searchPagesDir: options.searchPagesDir,
    files: startFileWriter(),
  };
  const written = paths.map((path) => writeDocument(writer, path));
  await writer.files.close();
  return written;
}

async function writeOnThreads(paths: string[], threads: number, options: DocumentsOptions): Promise<WrittenDocument[]> {
  const data: DocumentPoolData = {
    rootDir: options.rootDir,
    bundleFile: options.bundleFile,
    root: options.root,
    clientDir: options.clientDir,
    searchPagesDir: options.searchPagesDir,
  };
  const { results } = await runPool<string, WrittenDocument, null>({
    entry: new URL("./document-worker.ts", import.meta.url),
    jobs: paths,
    threads,
    batchSize: BATCH_SIZE,
    data,
  });
  return results;
}
