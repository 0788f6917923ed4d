import { existsSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { CSS_OPTIONS } from "#build/browser-bundle/css-modules.ts";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import {
  DEV_HELLO_EVENT,
  DEV_UPDATE_EVENT,
  DEV_VERSION_METRIC,
  type DevHello,
  type DevUpdate,
} from "#shared/dev-update.ts";
import { DevUpdateLog } from "./dev-update-log.ts";
import { DevSite, type DevSiteOptions } from "./dev-site.ts";
import { classifySiteRequest, handleSiteRequest } from "./handle-site-request.ts";
import { formatProblemsPage } from "./problems-page.ts";
import { createDevDocumentRenderer } from "./render-dev-document.ts";
import { listWatchedPaths, skipUnwatched, type WatchedPaths } from "./watched-paths.ts";
import { startDevThread, type DevThread } from "./dev-thread.ts";
import { markStartup } from "./startup-timing.ts";

/** How long the background rendering waits after the first page and after each save. */
const QUIET_AFTER_SAVE_MS = 1500;

/** How long after the server listens its watcher starts, if no page has been asked for by then. */
const WATCH_UNASKED_AFTER_MS = 1000;

/** Where the dev server's site comes from and where it listens. */
export interface DevServerOptions {
  /** The folder holding the content folder, `schema/` and `examples/` (a test passes a copy). */
  rootDir: string;
  contentDir: string;
  /** The project: the app, public/ and the islands Vite serves from source. */
  projectDir: string;
  config: SiteConfig;
  port: number;
  host: string;
  /** The last build's client folder, whose search index the dev server serves when there is one. */
  buildClientDir?: string;
  /** Called when site.config.ts is saved: the configuration is read once per process, so the caller restarts it. */
  onConfigChange?: () => void;
  /** The dev thread, if the caller started it already (with these options' folders and configuration). */
  thread?: DevThread;
}

/** A running dev server. */
export interface DevServer {
  url: string;
  site: DevSite;
  close(): Promise<void>;
}

/**
 * `npm run dev`: serves the site at once, each page rendered when asked for from the content (DevSite), the islands
 * from source through Vite in middleware mode (hot reload), and tells open pages over Vite's HMR websocket when a
 * saved file changes them (src/browser/dev reloads them). Once the first page is served, the remaining pages render
 * in the background, between requests, so that the schema reference and Troubleshooting are complete as in the build.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  markStartup("modules loaded");
  // The content, the generated pages' part of the tree and the pages' Markdown, in another thread (dev-thread.ts).
  const { rootDir, contentDir, projectDir, config } = options;
  const data = { rootDir, contentDir, projectDir, config };
  const thread = options.thread ?? startDevThread(data) ?? (await startInThisThread(data));
  const reading = thread.sources.then((sources) => {
    markStartup("content read");
    return sources;
  });
  const http = createHttpServer();
  const watched = listWatchedPaths(options);
  // Vite's watcher follows nothing until the first page is served: its first scan stats every watched file (about
  // 800 on this site), which took 0.15-0.2 s of this thread beside the app's render module's first load.
  let watching = false;
  const unwatched = skipUnwatched(watched.all);
  const vite = await createViteServer({
    configFile: false,
    root: options.projectDir,
    appType: "custom",
    clearScreen: false,
    logLevel: "warn",
    css: CSS_OPTIONS,
    server: {
      middlewareMode: true,
      hmr: { server: http },
      watch: {
        ignored: [(path: string) => !watching || unwatched(path)],
        // An editor that saves in place truncates the file, then writes it: without waiting for the size to settle, a
        // busy machine can read the empty file, report it as a content problem, and miss the write that follows.
        awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 },
      },
    },
    // No crawl for dependencies to pre-bundle at start: it would read every HTML file of the project (a build folder
    // holds hundreds), and crawling from the islands' entry bundles them all (CodeMirror, MapLibre) before the first
    // page, for about 1 s of CPU. Vite bundles each one when a page first asks for it (and reloads that page).
    optimizeDeps: { entries: [] },
    // Each module the runner loads has its static imports transformed at once, side by side, rather than one after
    // another as the runner reaches them: the app's render module loaded 0.2-0.5 s sooner (4 interleaved pairs).
    environments: { ssr: { dev: { preTransformRequests: true } } },
  });
  markStartup("Vite created");
  const documents = createDevDocumentRenderer(vite);
  // Load the app's render module while the content is read; the renderer is ready once the content is.
  const warming = Promise.all([
    documents.load().then(() => markStartup("app's render module loaded")),
    thread.renderer.ready(),
  ]);
  // The server listens before the content is read: a request that comes early waits for it, then asks the dev thread
  // for its page at once, while this thread may still be loading the app's render module.
  const siteReady = reading.then((sources) => new DevSite(options, { sources, renderer: thread.renderer }));
  const updates = new DevUpdateLog();
  const tell = (update: DevUpdate) => {
    updates.record(update);
    vite.hot.send({ type: "custom", event: DEV_UPDATE_EVENT, data: update });
  };
  vite.hot.on(DEV_HELLO_EVENT, (hello: DevHello, client: { send(event: string, data: DevUpdate): void }) => {
    if (updates.isStale(hello)) client.send(DEV_UPDATE_EVENT, { paths: [hello.path] });
  });
  let lastChange = 0;
  const onSave = (update: DevUpdate) => {
    lastChange = Date.now();
    tell(update);
  };
  const startWatching = (site: DevSite) => {
    if (watching) return;
    watching = true;
    vite.watcher.add(watched.all);
    // A content file saved before the watcher looked: the open pages hear of it now. (A save of the schema, the
    // examples or the app in that moment shows at its next save.)
    const missed = site.takeUnreportedSaves();
    if (missed) onSave({ paths: missed });
  };

  let active = 0;
  let backgroundStarted = false;
  let background: NodeJS.Timeout | undefined;
  const stopping = new AbortController();
  const searchIndex = serveSearchIndex(options.buildClientDir);
  http.on("request", (req: IncomingMessage, res: ServerResponse) => {
    active += 1;
    res.once("close", () => (active -= 1));
    const request = classifySiteRequest(req.url ?? "/");
    if (!request) {
      if (req.url?.startsWith("/pagefind/")) return searchIndex(req, res);
      return vite.middlewares(req, res, () => sendNotFound(res));
    }
    siteReady
      .then(async (site) => {
        site.takeUnreportedSaves();
        // Begins the page's render now; handleSiteRequest's own prepare() joins it rather than starting another.
        if (request.kind === "page") void site.prepare(request.path).catch(() => undefined);
        await warming;
        res.setHeader("Server-Timing", `${DEV_VERSION_METRIC};desc="${updates.current}"`);
        await handleSiteRequest(request, res, { documents, site, config: options.config, req });
        markStartup("first page served");
        startWatching(site);
        if (backgroundStarted || request.kind !== "page") return;
        backgroundStarted = true;
        // Paused while a request is served and for a moment after a save, when the open page is about to ask again;
        // started a moment after the first page, which an author often edits at once.
        const isBusy = () => active > 0 || Date.now() - lastChange < QUIET_AFTER_SAVE_MS;
        background = setTimeout(() => {
          void site
            .renderRemaining(isBusy, stopping.signal)
            .then((treeChanged) => treeChanged && tell({ paths: "all" }))
            // A problem here is also the next request's, which shows it in the page; the server keeps going.
            .catch((error: unknown) => console.error("Dev server: rendering the other pages stopped:", error));
        }, QUIET_AFTER_SAVE_MS);
      })
      .catch((error: unknown) => {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        res.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
        res.end(formatProblemsPage(request.path, [{ file: "(dev server)", message }]));
      });
  });
  await new Promise<void>((done) => http.listen(options.port, options.host, done));
  markStartup("listening");
  const site = await siteReady;
  followSaves(vite, options, watched, site, onSave);
  const unasked = setTimeout(() => startWatching(site), WATCH_UNASKED_AFTER_MS);
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    site,
    close: async () => {
      clearTimeout(background);
      clearTimeout(unasked);
      stopping.abort();
      await documents.close();
      await vite.close();
      await site.pages.close();
      // Open pages keep their connections alive: the port is free for the next server only once they are closed.
      const closed = new Promise((done) => http.close(done));
      http.closeAllConnections();
      await closed;
    },
  };
}

/**
 * What the dev thread does, done in this thread: where no thread can start (Vitest runs the sources). Imported here
 * only, so that the server's thread never loads the Markdown pipeline and the highlighter when the dev thread runs.
 */
async function startInThisThread(data: DevSiteOptions): Promise<DevThread> {
  const [{ readSiteSources }, { createPageRenderer }] = await Promise.all([
    import("./site-sources.ts"),
    import("./page-renderer.ts"),
  ]);
  return { sources: Promise.resolve(readSiteSources(data)), renderer: createPageRenderer(data.projectDir) };
}

/** Passes each file the watcher reports saved to the site, and tells open pages what it changed. */
function followSaves(
  vite: ViteDevServer,
  options: DevServerOptions,
  { configFile }: WatchedPaths,
  site: DevSite,
  tell: (update: DevUpdate) => void,
) {
  vite.watcher.on("all", (event, file) => {
    if (event !== "add" && event !== "change" && event !== "unlink") return;
    if (resolve(file) === configFile) return options.onConfigChange?.();
    const paths = site.applyChange(file, event);
    if (paths) return tell({ paths });
    // The app's components and styles render every page: Vite has dropped its copy of the module, so reload them all.
    if (resolve(file).startsWith(join(options.projectDir, "app"))) tell({ paths: "all" });
  });
}

/** The last build's search index (build/client/pagefind), or a message saying how to get one. */
function serveSearchIndex(clientDir: string | undefined) {
  const dir = clientDir && join(clientDir, "pagefind");
  if (dir && existsSync(dir)) return sirv(clientDir, { dev: true });
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(
      "Search needs the index the build writes: run `npm run build` once, and the dev server serves the last build's index (it does not follow your edits).",
    );
  };
}

function sendNotFound(res: ServerResponse): void {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
  res.end("Not found");
}
