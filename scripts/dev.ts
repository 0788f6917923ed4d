/**
 * `npm run dev`: the dev server for authors (src/build/dev-server). Serves the site at once, pages rendered on
 * request, and shows a saved edit in the open page. Listens on `--port`/`--host` if given, else PORT and HOST.
 *
 * The site configuration is read once per process, so this script runs the server in a child process and starts a
 * new one when site.config.ts is saved; open pages reload when they reconnect.
 */
import { spawn } from "node:child_process";

/** Exit code by which the server asks to be started again (site.config.ts changed). */
const RESTART_CODE = 75;

/** The first argument of the child process that runs the server. */
const SERVER_FLAG = "--run-server";

if (process.argv[2] === SERVER_FLAG) {
  const { runDevServer } = await import("#build/dev-server/run-dev-server.ts");
  await runDevServer(process.argv.slice(3), () => process.exit(RESTART_CODE));
} else {
  superviseServer();
}

function superviseServer(): void {
  const script = process.argv[1] ?? "";
  const child = spawn(process.execPath, [...process.execArgv, script, SERVER_FLAG, ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  const stop = () => child.kill("SIGTERM");
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  child.once("exit", (code, signal) => {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
    if (code === RESTART_CODE) {
      console.log("site.config.ts changed: restarting the dev server...");
      return superviseServer();
    }
    process.exit(code ?? (signal ? 1 : 0));
  });
}
