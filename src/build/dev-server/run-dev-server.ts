import { resolve } from "node:path";
import { buildPaths, toolEnvironment } from "#build/config/build-paths.ts";
import { projectRoot } from "#build/config/build-tool.ts";
import { startDevThread } from "./dev-thread.ts";
import type { DevServer } from "./start-dev-server.ts";
import { markStartup } from "./startup-timing.ts";

/** Where to listen: `--port N` and `--host H` (or `--port=N`) win over PORT and HOST. */
export function readListenArguments(args: string[], defaults: { port: number; host: string }) {
  const value = (name: string) => {
    const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index === -1) return undefined;
    const arg = args[index] ?? "";
    return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[index + 1];
  };
  const port = value("port");
  if (port !== undefined && !/^\d+$/.test(port)) {
    throw new Error(`npm run dev: \`--port ${port}\` is not a port number. Write it as \`--port 5173\`.`);
  }
  return { port: port === undefined ? defaults.port : Number(port), host: value("host") ?? defaults.host };
}

/**
 * Starts the dev server on the project's content and prints where it listens. The dev thread starts first, and the
 * server's modules (the site configuration's, and Vite's: about 0.5 s) load after, while that thread reads the content.
 */
export async function runDevServer(args: string[], onConfigChange: () => void): Promise<DevServer> {
  const started = performance.now();
  const { port, host } = readListenArguments(args, toolEnvironment);
  const paths = { rootDir: projectRoot, contentDir: buildPaths.contentDir, projectDir: projectRoot };
  // The thread reads the site configuration itself, so that it starts before this one loads the configuration's
  // schema (about 0.07 s sooner).
  const thread = startDevThread(paths);
  markStartup("dev thread started");
  const { getSiteConfig } = await import("#build/config/resolve-site-config.ts");
  const site = { ...paths, config: getSiteConfig() };
  const { startDevServer } = await import("./start-dev-server.ts");
  const server = await startDevServer({
    ...site,
    port,
    host,
    buildClientDir: resolve(projectRoot, buildPaths.clientDir),
    onConfigChange,
    thread,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Dev server at ${server.url}/docs (ready in ${seconds} s): pages render on request and follow your edits.`,
  );
  return server;
}
