/**
 * Helper threads of a prerender shard. React Router prerenders in the one thread of the process that runs
 * `react-router build`; a second shard would use another core but runs the whole Vite build again (about 1.6 s of CPU
 * while the content renders). Instead, once the shard's server build is written, helper threads load it and render a
 * share of the shard's paths while React Router renders the rest. `npm run build` gives each shard the cores no other
 * shard uses (src/build/pipeline/prerender-shards.ts); a `react-router build` run on its own has no helpers.
 */
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { Plugin } from "vite";
import { buildPaths, toolEnvironment } from "#build/config/build-paths.ts";
import { readTree } from "#build/site-cache/site-cache.ts";
import type { HelperJob } from "./prerender-helper-worker.ts";
import { parsePrerenderShard, readCountVariable, readShardPaths, splitShardPaths } from "./prerender-plan.ts";
import { listPrerenderPaths } from "./prerender-paths.ts";

/** Set by `npm run build` on each shard: how many helper threads it runs, and the module they start from. */
export const HELPERS_VARIABLE = "PRERENDER_HELPERS";

/** What {@link HELPERS_VARIABLE} holds, as JSON. */
export interface HelperSettings {
  threads: number;
  /**
   * The source a helper's `Worker` evaluates (src/build/config/build-tool.ts `workerSource`), written by the build:
   * resolving it here would make Vite load a module hook into every shard for `import.meta.resolve`.
   */
  source: string;
}

/**
 * Helper threads per shard: the cores left once each shard has one, shared out, so that shards and helpers together
 * use every core once. `requested` (`PRERENDER_HELPER_THREADS`) overrides it.
 */
export function helperThreadCount(shards: number, cores: number, requested?: number): number {
  if (requested !== undefined) return requested;
  return Math.max(0, Math.floor(cores / shards) - 1);
}

/** Reads `PRERENDER_HELPER_THREADS`: a whole number of threads, or unset to let the build decide. */
export function readHelperThreadCount(value: string | undefined): number | undefined {
  return readCountVariable("PRERENDER_HELPER_THREADS", value, { min: 0, of: "threads", example: 1 });
}

/** Reads {@link HELPERS_VARIABLE}; unset means no helpers. */
export function readHelperSettings(value: string | undefined): HelperSettings {
  if (value === undefined || value === "") return { threads: 0, source: "" };
  const settings = JSON.parse(value) as Partial<HelperSettings>;
  if (!Number.isInteger(settings.threads) || typeof settings.source !== "string") {
    throw new Error(`${HELPERS_VARIABLE} is set by \`npm run build\` on the shards it starts; unset it.`);
  }
  return settings as HelperSettings;
}

/** Every path this `react-router build` prerenders, its helpers' included: its shard's, or all of them on its own. */
export function pathsOfThisBuild(): string[] {
  const shard = parsePrerenderShard(toolEnvironment.prerenderShard);
  return shard ? readShardPaths(buildPaths.siteCacheDir, shard) : listPrerenderPaths(readTree());
}

/** The paths React Router itself prerenders in this build; the helpers take the others. */
export function routerPaths(): string[] {
  return splitShardPaths(pathsOfThisBuild(), readHelperSettings(process.env[HELPERS_VARIABLE]).threads).router;
}

/** A started helper thread waiting for its job. */
interface Helper {
  run(job: HelperJob): Promise<void>;
}

/**
 * Starts one helper thread, which loads React and React Router while the shard builds. Until it has a job it does not
 * keep the shard's process alive, so a build that fails first still ends.
 */
function startHelper(source: string): Helper {
  const worker = new Worker(source, { eval: true });
  worker.unref();
  let failure: Error | undefined;
  worker.once("error", (error) => (failure = error));
  return {
    run(job) {
      if (failure !== undefined) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        let rendered = 0;
        worker.on("message", (count: number) => (rendered = count));
        worker.once("error", reject);
        worker.once("exit", (code) => {
          if (code === 0 && rendered === job.paths.length) resolve();
          else reject(new Error(`A prerender helper thread stopped after ${rendered} of ${job.paths.length} pages.`));
        });
        worker.ref();
        worker.postMessage(job);
      });
    },
  };
}

/**
 * Starts the helpers with the shard's first build, so that they have loaded React by the time they are needed; hands
 * them their paths when React Router's server build is written, before React Router's own prerender starts; and waits
 * for them when that build closes. They load a copy of the server build: React Router removes its own when it is
 * done (`ssr: false`).
 */
export function prerenderHelpers(): Plugin {
  let helpers: Helper[] = [];
  let helping: Promise<unknown> | undefined;
  const copyDir = join(buildPaths.buildDir, "prerender-helpers");
  return {
    name: "prerender-helpers",
    apply: "build",
    // One instance for the client and server builds: the helpers started with the first serve the second.
    sharedDuringBuild: true,
    buildStart() {
      if (helpers.length > 0) return;
      const settings = readHelperSettings(process.env[HELPERS_VARIABLE]);
      helpers = Array.from({ length: settings.threads }, () => startHelper(settings.source));
    },
    writeBundle: {
      order: "pre",
      handler(options, bundle) {
        if (this.environment.config.consumer !== "server" || helpers.length === 0) return;
        const entry = Object.values(bundle).find((output) => output.type === "chunk" && output.isEntry);
        if (!entry || !options.dir) throw new Error("Prerender helpers found no server build entry to render with.");
        rmSync(copyDir, { recursive: true, force: true });
        cpSync(options.dir, copyDir, { recursive: true });
        const shares = splitShardPaths(pathsOfThisBuild(), helpers.length).helpers;
        const serverBuild = join(copyDir, entry.fileName);
        helping = Promise.all(
          helpers.map((helper, n) => helper.run({ serverBuild, clientDir: buildPaths.clientDir, paths: shares[n]! })),
        );
        // Awaited in closeBundle; until then a failure must not count as unhandled.
        helping.catch(() => undefined);
      },
    },
    async closeBundle() {
      if (this.environment.config.consumer !== "server" || !helping) return;
      try {
        await helping;
      } finally {
        rmSync(copyDir, { recursive: true, force: true });
      }
    },
  };
}
