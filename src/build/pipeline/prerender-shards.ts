/**
 * React Router prerenders every path in the one process that runs `react-router build`. To use every core, the
 * paths are dealt out to shards (the plan, src/build/pipeline/prerender-plan.ts); each shard is its own `react-router build`
 * into its own folder, and the pages of the other shards are then moved into the first one's. See
 * docs/decisions/0005-prerender-on-every-core.md.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, getPriority, setPriority } from "node:os";
import { dirname, join } from "node:path";
import { toolEnvironment } from "#build/config/build-paths.ts";
import { processArguments, workerEntry, workerSource } from "#build/config/build-tool.ts";
import { SEMI_SPACE_FLAG } from "#build/config/heap-settings.ts";
import { invariant } from "#shared/invariant.ts";
import {
  AWAIT_PLAN_VARIABLE,
  PLAN_WRITTEN,
  SHARD_READY_TO_PRERENDER,
  SHARD_WAITING,
  SITE_READY,
} from "./shard-channel.ts";
import {
  HELPERS_VARIABLE,
  helperThreadCount,
  readHelperThreadCount,
  type HelperSettings,
} from "./prerender-helpers.ts";
import {
  prerenderedPage,
  SHARD_VARIABLE,
  writePrerenderPlan,
  type PrerenderPlan,
  type PrerenderShard,
} from "./prerender-plan.ts";

/**
 * Paths per shard below which another shard costs more than it saves: each shard runs the whole Vite build and starts
 * React Router on its own (about 3 s of CPU), and on the two-thread machines we measure on a second thread adds only
 * about a quarter. Measured with the shards started beside the content stage, 1,000 pages: 46.9 s as one shard
 * against 54.0 s as two (content stage 27.2 s against 38.0 s, prerender 11.8 s against 8.6 s).
 */
export const MIN_PATHS_PER_SHARD = 1000;

/**
 * The JavaScript heap of one shard, in MB. V8 sizes its heap from the machine's memory and collects lazily: at 5,000
 * pages an unbounded shard peaks at 900 MB resident while its live heap stays under 150 MB. With this limit a shard
 * peaks at 650 MB for about 4% more time (51.2 s against 49 s for two shards on two cores).
 */
export const SHARD_HEAP_MB = 1024;

/** The machine resources that bound the number of shards. */
export interface ShardResources {
  cores: number;
  memoryMb: number;
}

/**
 * How many shards to run: as many as `requested`, or else one per core with none under 1,000 paths and all of them
 * within half the machine's memory.
 */
export function shardCount(pathCount: number, requested: number | undefined, resources: ShardResources): number {
  if (requested !== undefined) return requested;
  const byMemory = Math.floor(resources.memoryMb / 2 / SHARD_HEAP_MB);
  return Math.max(1, Math.min(resources.cores, byMemory, Math.floor(pathCount / MIN_PATHS_PER_SHARD)));
}

/** The build folder of a shard: the first writes the real build folder; the others write beside the site cache. */
export function shardBuildDir(buildDir: string, siteCacheDir: string, index: number): string {
  return index === 0 ? buildDir : join(siteCacheDir, "prerender-shards", String(index));
}

/** The client files a build wrote, each with the SHA-256 of its content; every shard must write the same ones. */
export function listAssets(clientDir: string): Map<string, string> {
  const dir = join(clientDir, "assets");
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  return new Map(
    names.map((name) => [
      name,
      createHash("sha256")
        .update(readFileSync(join(dir, name)))
        .digest("hex"),
    ]),
  );
}

/** The assets that differ between two builds: missing from one of them or with other content. */
function differingAssets(first: Map<string, string>, other: Map<string, string>): string[] {
  const names = new Set([...first.keys(), ...other.keys()]);
  return [...names].filter((name) => first.get(name) !== other.get(name)).sort();
}

/** What a shard started early waits for (src/build/pipeline/shard-channel.ts). */
export interface ShardGates {
  /** Resolves when the plan of paths is written: the shard's server build can finish. */
  planWritten: Promise<void>;
  /** Resolves when the site cache and the islands' bundle are complete: the shard can prerender. */
  siteReady: Promise<void>;
}

/**
 * Builds one shard into `buildDir`: React Router's client and server builds at once, finishing the server build once
 * the plan is written, then the prerender of its paths once the site is ready. Stops when `signal` aborts.
 */
export type ShardRunner = (
  shard: PrerenderShard,
  buildDir: string,
  signal: AbortSignal,
  gates: ShardGates,
) => Promise<void>;

/**
 * The scheduling priority (niceness) of a shard. Its client and server builds run while the content renders, and the
 * content stage is what the prerender waits for: at equal priority the shard's threads take a share of the cores the
 * content needs. Measured on the 170-page bench corpus (2 cores, four interleaved rounds): 5.26 s against 5.77 s.
 * The prerender itself runs once the content stage is done, when nothing else competes for the cores.
 */
export const SHARD_NICENESS = 10;
/** The lowest priority Unix schedulers give. */
const MAX_NICENESS = 19;

/** Lowers a shard's priority by `SHARD_NICENESS` below the build's own; where the system refuses, it stays as it was. */
export function lowerPriority(pid: number): void {
  try {
    setPriority(pid, Math.min(MAX_NICENESS, getPriority() + SHARD_NICENESS));
  } catch {
    // Not allowed here (some containers): the build is only slower.
  }
}

/** The helper threads a shard runs beside React Router's prerender (src/build/pipeline/prerender-helpers.ts). */
function helperSettings(shards: number): HelperSettings {
  const requested = readHelperThreadCount(toolEnvironment.prerenderHelperThreads);
  return {
    threads: helperThreadCount(shards, availableParallelism(), requested),
    source: workerSource(workerEntry(new URL("./prerender-helper-worker.ts", import.meta.url))),
  };
}

/**
 * Runs one shard's React Router build (./react-router-build.ts) to the end; rejects with the shard named when it fails. The shard asks for its
 * paths and then for leave to prerender over an IPC channel (src/build/pipeline/shard-channel.ts), and is answered as
 * each of `gates` resolves.
 * Aborting `signal` stops the shard, so a failed shard does not leave the others writing into folders the next build
 * removes.
 */
const buildShard: ShardRunner = (shard, buildDir, signal, gates) => {
  return new Promise((resolve, reject) => {
    const heap = [`--max-old-space-size=${SHARD_HEAP_MB}`, SEMI_SPACE_FLAG];
    const entry = processArguments(workerEntry(new URL("./react-router-build.ts", import.meta.url)));
    const child = spawn(process.execPath, [...heap, ...entry], {
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      signal,
      env: {
        ...process.env,
        [SHARD_VARIABLE]: `${shard.index}/${shard.count}`,
        [AWAIT_PLAN_VARIABLE]: "1",
        [HELPERS_VARIABLE]: JSON.stringify(helperSettings(shard.count)),
        BUILD_DIR: buildDir,
      },
    });
    if (child.pid !== undefined) lowerPriority(child.pid);
    const answers = new Map([
      [SHARD_WAITING, { gate: gates.planWritten, answer: PLAN_WRITTEN }],
      [SHARD_READY_TO_PRERENDER, { gate: gates.siteReady, answer: SITE_READY }],
    ]);
    child.on("message", (message) => {
      const reply = typeof message === "string" ? answers.get(message) : undefined;
      void reply?.gate.then(() => child.connected && child.send(reply.answer));
    });
    const name = `Prerender shard ${shard.index + 1} of ${shard.count} (into ${buildDir})`;
    child.once("error", (error) =>
      reject(signal.aborted ? new Error(`${name} was stopped: another stage failed.`) : error),
    );
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed with code ${code}: see its output above.`));
    });
  });
};

/**
 * Moves the pages one shard prerendered (`shardClientDir`) into the first shard's client folder. The shards' client
 * builds must be identical, file for file and byte for byte; the build stops if they are not.
 */
export function mergeShard(options: {
  /** The paths this shard prerendered, from the plan. */
  paths: string[];
  shard: PrerenderShard;
  shardClientDir: string;
  clientDir: string;
}) {
  const { paths, shard, shardClientDir, clientDir } = options;
  const differing = differingAssets(listAssets(clientDir), listAssets(shardClientDir));
  if (differing.length > 0) {
    throw new Error(
      `Prerender shard ${shard.index + 1} built different client assets from shard 1 (${differing.slice(0, 5).join(", ")}` +
        `${differing.length > 5 ? ", …" : ""}; compare ${shardClientDir}/assets with ${clientDir}/assets): the client ` +
        "build is not reproducible. Build with PRERENDER_SHARDS=1 to work around it.",
    );
  }
  for (const path of paths) {
    const page = prerenderedPage(path);
    const from = join(shardClientDir, page);
    if (!existsSync(from)) throw new Error(`Prerender shard ${shard.index + 1} did not write ${from} for ${path}.`);
    mkdirSync(dirname(join(clientDir, page)), { recursive: true });
    copyFileSync(from, join(clientDir, page));
  }
}

/** Shards started before their paths are known (`startPrerenderShards`). */
export interface StartedShards {
  /** How many shards run. */
  count: number;
  /**
   * Writes the plan (one list of paths per shard), so that every shard can finish its server build. Call it once, as
   * soon as the documentation tree is complete.
   */
  writePlan(plan: PrerenderPlan): void;
  /** The plan written, if it is. */
  plan(): PrerenderPlan | undefined;
  /**
   * Lets every shard prerender its paths and moves their pages into `buildDir`. Call it once the plan is written and
   * the site cache and the islands' bundle are complete.
   */
  prerender(): Promise<void>;
  /** Stops every shard: the content or the bundle failed. */
  stop(): void;
  /** Rejects as soon as a shard fails, so the build need not wait for its other stages to learn it. */
  failed: Promise<never>;
}

/** A promise and the function that resolves it. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * Starts `count` shards at once: each runs React Router's client and server builds while the content renders, finishes
 * its server build once `writePlan` hands it its paths, and prerenders once `prerender` says the site is ready. The
 * builds use a thread the content stage leaves idle on a small site; where the content stage keeps every thread busy
 * they only take turns with it (docs/decisions/0010).
 */
export function startPrerenderShards(options: {
  count: number;
  buildDir: string;
  siteCacheDir: string;
  /** Builds one shard; React Router's build unless a test stands in for it. */
  runShard?: ShardRunner;
}): StartedShards {
  const { count, buildDir, siteCacheDir, runShard = buildShard } = options;
  const shards = Array.from({ length: count }, (_, index) => ({ index, count }));
  const stopAll = new AbortController();
  // A stopped build leaves the gates closed and aborts the shards instead.
  const planWritten = gate();
  const siteReady = gate();
  const gates = { planWritten: planWritten.promise, siteReady: siteReady.promise };
  let written: PrerenderPlan | undefined;
  const done = Promise.all(
    shards.map((shard) =>
      runShard(shard, shardBuildDir(buildDir, siteCacheDir, shard.index), stopAll.signal, gates).catch(
        (error: unknown) => {
          stopAll.abort();
          throw error;
        },
      ),
    ),
  );
  const failed = done.then(() => new Promise<never>(() => undefined));
  failed.catch(() => undefined);
  return {
    count,
    failed,
    stop: () => stopAll.abort(),
    plan: () => written,
    writePlan(plan) {
      invariant(written === undefined, "the prerender plan is written once");
      invariant(plan.shards.length === count, `a plan of ${plan.shards.length} shards for ${count} started shards`);
      writePrerenderPlan(siteCacheDir, plan);
      written = plan;
      planWritten.open();
    },
    async prerender() {
      const plan = written;
      invariant(plan !== undefined, "the prerender plan is written before the shards prerender");
      siteReady.open();
      await done;
      for (const shard of shards.slice(1)) {
        const shardDir = shardBuildDir(buildDir, siteCacheDir, shard.index);
        const paths = plan.shards[shard.index] ?? [];
        mergeShard({ paths, shard, shardClientDir: join(shardDir, "client"), clientDir: join(buildDir, "client") });
        rmSync(shardDir, { recursive: true, force: true });
      }
    },
  };
}

/** Builds and prerenders the site as the plan's shards at once, then moves every shard's pages into `buildDir`. */
export function prerenderInShards(options: {
  plan: PrerenderPlan;
  buildDir: string;
  siteCacheDir: string;
  runShard?: ShardRunner;
}): Promise<void> {
  const { plan, ...rest } = options;
  const shards = startPrerenderShards({ ...rest, count: plan.shards.length });
  shards.writePlan(plan);
  return shards.prerender();
}
