/**
 * `npm run dev`: the dev server for authors (src/build/dev-server). Serves the site at once, pages rendered on
 * request, and shows a saved edit in the open page. Listens on `--port`/`--host` if given, else PORT and HOST.
 *
 * The site configuration is read once per process: the first server runs in this process, and from the first save of
 * site.config.ts each new server runs in a child process (`--run-server`) that this one starts again on the next save
 * (src/build/dev-server/dev-supervisor.ts); open pages reload when they reconnect.
 */
import { spawn } from "node:child_process";
import { RESTART_CODE, superviseDevServer } from "#build/dev-server/dev-supervisor.ts";
import { runDevServer } from "#build/dev-server/run-dev-server.ts";

/** The first argument of a child process that runs the server. */
const SERVER_FLAG = "--run-server";

if (process.argv[2] === SERVER_FLAG) {
  await runDevServer(process.argv.slice(3), () => process.exit(RESTART_CODE));
} else {
  const args = process.argv.slice(2);
  await superviseDevServer({
    runHere: (onConfigChange) => runDevServer(args, onConfigChange),
    runChild() {
      const script = process.argv[1] ?? "";
      const child = spawn(process.execPath, [...process.execArgv, script, SERVER_FLAG, ...args], { stdio: "inherit" });
      return {
        exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
        stop: () => child.kill("SIGTERM"),
      };
    },
    onStopSignal(stop) {
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
      return () => {
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
      };
    },
    log: (message) => console.log(message),
    exit: (code) => process.exit(code),
  });
}
