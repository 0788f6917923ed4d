/**
 * How `npm run dev` keeps one server running across saves of site.config.ts, which is read once per process: the first
 * server runs in the process `npm run dev` started, so that no second Node start stands before the first page (about
 * 0.15 s); when the configuration is saved, that server closes and the process from then on supervises a child
 * process that runs the next one, started again each time it asks to be (`RESTART_CODE`).
 */

/** Exit code by which a server in a child process asks to be started again (site.config.ts changed). */
export const RESTART_CODE = 75;

/** A server running in this process. */
export interface ServerHere {
  close(): Promise<void>;
}

/** A server running in a child process. */
export interface ServerChild {
  /** Resolves with the child's exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Passes a stop signal on to the child. */
  stop(): void;
}

/** What the supervisor does with the world: scripts/dev.ts gives the real ones, the tests their own. */
export interface DevProcess {
  /** Starts the server in this process; it calls `onConfigChange` when site.config.ts is saved. */
  runHere(onConfigChange: () => void): Promise<ServerHere>;
  /** Starts the server in a child process. */
  runChild(): ServerChild;
  /** Calls `stop` when this process is asked to stop (Ctrl+C); returns a function that stops listening. */
  onStopSignal(stop: () => void): () => void;
  log(message: string): void;
  exit(code: number): void;
}

const RESTARTING = "site.config.ts changed: restarting the dev server...";

/**
 * How long the server in this process may take to close before the next one starts anyway: closing ends Vite, the dev
 * thread and the open pages' connections, well within a second when all goes well.
 */
export const CLOSE_TIMEOUT_MS = 5000;

/** Runs the dev server: here first, then in child processes from the first save of site.config.ts. */
export async function superviseDevServer(world: DevProcess, closeTimeoutMs = CLOSE_TIMEOUT_MS): Promise<void> {
  let restarting = false;
  const server: Promise<ServerHere> = world.runHere(() => {
    // An editor may save twice in a row: the first save restarts the server, and the new one reads the file whole.
    if (restarting) return;
    restarting = true;
    world.log(RESTARTING);
    void server.then((here) => closeWithin(here, closeTimeoutMs, world)).then(() => superviseChildren(world));
  });
  await server;
}

/**
 * Closes the server in this process, or gives up waiting after `timeoutMs`: either way the next server starts, and a
 * close that failed or hung is reported with what to do if the next one cannot take the port.
 */
async function closeWithin(here: ServerHere, timeoutMs: number, world: DevProcess): Promise<void> {
  const ifStuck = "If the next server cannot listen on its port, stop `npm run dev` and start it again.";
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timed out">((resolve) => (timer = setTimeout(() => resolve("timed out"), timeoutMs)));
  try {
    const outcome = await Promise.race([here.close().then(() => "closed" as const), timedOut]);
    if (outcome === "timed out") world.log(`The dev server did not close within ${timeoutMs / 1000} s. ${ifStuck}`);
  } catch (error) {
    world.log(`The dev server failed to close (${error instanceof Error ? error.message : String(error)}). ${ifStuck}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the server in a child process, again each time it exits with `RESTART_CODE`; exits with its code otherwise. */
function superviseChildren(world: DevProcess): void {
  const child = world.runChild();
  const stopListening = world.onStopSignal(() => child.stop());
  void child.exited.then((code) => {
    stopListening();
    if (code === RESTART_CODE) {
      world.log(RESTARTING);
      return superviseChildren(world);
    }
    world.exit(code ?? 1);
  });
}
