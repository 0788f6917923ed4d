import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { getPriority, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  parsePrerenderShard,
  planPrerender,
  prerenderPlanFile,
  readPrerenderShardCount,
  readShardPaths,
  writePrerenderPlan,
  prerenderedPage,
} from "#build/pipeline/prerender-plan.ts";
import {
  lowerPriority,
  mergeShard,
  prerenderInShards,
  SHARD_NICENESS,
  shardCount,
  startPrerenderShards,
  type ShardRunner,
} from "#build/pipeline/prerender-shards.ts";

const PATHS = ["/", "/docs", "/docs/a", "/docs/a/b", "/docs/c", "/404"];
/** The second of two shards' paths. */
const SHARD_2 = ["/docs", "/docs/a/b", "/404"];

function writeFiles(root: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
}

/** Shards of which the one at `failing` fails with `message` and the others run until stopped, noting it. */
function failingShard(failing: number, message: string): { runShard: ShardRunner; stopped: number[] } {
  const stopped: number[] = [];
  const runShard: ShardRunner = (shard, _buildDir, signal) =>
    shard.index === failing
      ? Promise.reject(new Error(message))
      : new Promise((_resolve, reject) =>
          signal.addEventListener("abort", () => {
            stopped.push(shard.index);
            reject(new Error(`shard ${shard.index + 1} was stopped`));
          }),
        );
  return { runShard, stopped };
}

describe("prerender shards", () => {
  it("deals every path to exactly one shard, each shard getting every count-th path", () => {
    expect(planPrerender(PATHS, 2).shards).toEqual([
      ["/", "/docs/a", "/docs/c"],
      ["/docs", "/docs/a/b", "/404"],
    ]);
    expect(planPrerender(PATHS, 1).shards).toEqual([PATHS]);
  });

  it("writes the plan once into the site cache, and each shard reads its own paths from it", () => {
    const siteCacheDir = mkdtempSync(join(tmpdir(), "plan-"));
    writePrerenderPlan(siteCacheDir, planPrerender(PATHS, 2));
    expect(readShardPaths(siteCacheDir, { index: 1, count: 2 })).toEqual(["/docs", "/docs/a/b", "/404"]);
  });

  it("refuses a missing plan or one made for another number of shards, saying what to run", () => {
    const siteCacheDir = mkdtempSync(join(tmpdir(), "plan-"));
    expect(() => readShardPaths(siteCacheDir, { index: 0, count: 2 })).toThrow(
      `PRERENDER_SHARD=0/2 but ${prerenderPlanFile(siteCacheDir)} does not exist`,
    );
    writePrerenderPlan(siteCacheDir, planPrerender(PATHS, 3));
    expect(() => readShardPaths(siteCacheDir, { index: 0, count: 2 })).toThrow(
      `${prerenderPlanFile(siteCacheDir)} plans 3 shards, but PRERENDER_SHARD asks for shard 1 of 2: the plan is from another build. Run \`npm run build\` again.`,
    );
  });

  it("runs one shard per core on large sites, one on small ones, and exactly as many as asked for", () => {
    const twoCores = { cores: 2, memoryMb: 24_576 };
    expect(shardCount(162, undefined, twoCores)).toBe(1);
    expect(shardCount(1001, undefined, twoCores)).toBe(1);
    expect(shardCount(2000, undefined, twoCores)).toBe(2);
    expect(shardCount(5000, undefined, twoCores)).toBe(2);
    expect(shardCount(162, 2, twoCores)).toBe(2);
  });

  it("keeps the shards' heaps within half the machine's memory", () => {
    expect(shardCount(5000, undefined, { cores: 12, memoryMb: 8192 })).toBe(4);
    expect(shardCount(5000, undefined, { cores: 12, memoryMb: 1024 })).toBe(1);
  });

  it("stops the other shards when one fails, and reports the one that failed", async () => {
    const { runShard, stopped } = failingShard(1, "shard 2 failed: no such route");
    const dir = mkdtempSync(join(tmpdir(), "shards-"));
    await expect(
      prerenderInShards({ plan: planPrerender(PATHS, 3), buildDir: join(dir, "build"), siteCacheDir: dir, runShard }),
    ).rejects.toThrow("shard 2 failed: no such route");
    expect(stopped.sort()).toEqual([0, 2]);
  });

  it("starts the shards before the plan exists, lets them read their paths once it is written and prerender only once the site is ready", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shards-"));
    const events: string[] = [];
    let reachedPlanGate = () => {};
    const atPlanGate = new Promise<void>((resolve) => (reachedPlanGate = resolve));
    let readPaths = () => {};
    const pathsRead = new Promise<void>((resolve) => (readPaths = resolve));
    const runShard: ShardRunner = async (shard, _buildDir, _signal, gates) => {
      reachedPlanGate();
      await gates.planWritten;
      events.push(`paths ${readShardPaths(dir, shard).join(" ")}`);
      readPaths();
      await gates.siteReady;
      events.push("prerendered");
    };
    const shards = startPrerenderShards({ count: 1, buildDir: join(dir, "build"), siteCacheDir: dir, runShard });
    // Once the shard waits at the gate, every continuation a resolved gate would allow runs before setImmediate does.
    await atPlanGate;
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    expect(existsSync(prerenderPlanFile(dir))).toBe(false);

    shards.writePlan(planPrerender(PATHS, 1));
    await pathsRead;
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([`paths ${PATHS.join(" ")}`]);
    expect(shards.plan()?.shards).toEqual([PATHS]);

    await shards.prerender();
    expect(events).toEqual([`paths ${PATHS.join(" ")}`, "prerendered"]);
  });

  it("refuses to prerender before the plan is written, and to write it twice", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shards-"));
    const shards = startPrerenderShards({
      count: 1,
      buildDir: join(dir, "build"),
      siteCacheDir: dir,
      runShard: async () => {},
    });
    await expect(shards.prerender()).rejects.toThrow("the prerender plan is written before the shards prerender");
    shards.writePlan(planPrerender(PATHS, 1));
    expect(() => shards.writePlan(planPrerender(PATHS, 1))).toThrow("the prerender plan is written once");
  });

  it("reports a shard that fails while the content is still rendering, and stops the others", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shards-"));
    const { runShard, stopped } = failingShard(0, "shard 1 failed: the server build broke");
    const shards = startPrerenderShards({ count: 2, buildDir: join(dir, "build"), siteCacheDir: dir, runShard });
    await expect(shards.failed).rejects.toThrow("shard 1 failed: the server build broke");
    expect(stopped).toEqual([1]);
  });

  it("knows the page React Router writes for a path", () => {
    expect(prerenderedPage("/")).toBe("index.html");
    expect(prerenderedPage("/docs/a/b")).toBe("docs/a/b/index.html");
  });

  it("reads PRERENDER_SHARD and PRERENDER_SHARDS, and explains a bad value", () => {
    expect(parsePrerenderShard(undefined)).toBeUndefined();
    expect(parsePrerenderShard(" 1/2 ")).toEqual({ index: 1, count: 2 });
    expect(readPrerenderShardCount("")).toBeUndefined();
    expect(readPrerenderShardCount("3")).toBe(3);
    expect(() => parsePrerenderShard("2/2")).toThrowErrorMatchingInlineSnapshot(
      `[Error: PRERENDER_SHARD=\`2/2\` is not a shard: write \`index/count\` with index from 0 to count - 1, such as \`1/2\`, or leave it unset to prerender every path.]`,
    );
    expect(() => readPrerenderShardCount("two")).toThrowErrorMatchingInlineSnapshot(
      `[Error: PRERENDER_SHARDS=\`two\` is not a count of processes: write a whole number such as \`2\`.]`,
    );
  });
});

describe("mergeShard", () => {
  const assets = { "assets/entry-1.js": "entry", "assets/root-2.css": "css" };

  function setUp(shardFiles: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), "shards-"));
    const clientDir = join(root, "build/client");
    const shardClientDir = join(root, "shard-1/client");
    writeFiles(clientDir, { ...assets, "index.html": "home", "docs/a/index.html": "a" });
    writeFiles(shardClientDir, { ...assets, "index.html": "spa fallback", ...shardFiles });
    return { clientDir, shardClientDir };
  }

  it("copies the second shard's pages beside the first shard's, and nothing else", () => {
    const { clientDir, shardClientDir } = setUp({
      "docs/index.html": "docs",
      "docs/a/b/index.html": "b",
      "docs/a/b/notes.txt": "not a page",
      "404/index.html": "not found",
    });
    mergeShard({ paths: SHARD_2, shard: { index: 1, count: 2 }, shardClientDir, clientDir });
    const read = (file: string) => readFileSync(join(clientDir, file), "utf8");
    expect([read("docs/index.html"), read("docs/a/b/index.html"), read("404/index.html")]).toEqual([
      "docs",
      "b",
      "not found",
    ]);
    expect(existsSync(join(clientDir, "docs/a/b/notes.txt"))).toBe(false);
    // The shard's own SPA fallback never replaces the real home page.
    expect(read("index.html")).toBe("home");
  });

  it("stops when a page of the shard is missing", () => {
    const { clientDir, shardClientDir } = setUp({ "docs/index.html": "docs", "404/index.html": "not found" });
    expect(() => mergeShard({ paths: SHARD_2, shard: { index: 1, count: 2 }, shardClientDir, clientDir })).toThrow(
      /Prerender shard 2 did not write .*docs\/a\/b\/index\.html for \/docs\/a\/b\./,
    );
  });

  it("stops when the shards built different assets", () => {
    const { clientDir, shardClientDir } = setUp({ "assets/entry-9.js": "other build" });
    expect(() => mergeShard({ paths: SHARD_2, shard: { index: 1, count: 2 }, shardClientDir, clientDir })).toThrow(
      /built different client assets from shard 1 \(entry-9\.js; .* not reproducible/,
    );
  });

  it("stops when an asset has the same name but other content in the two shards", () => {
    const { clientDir, shardClientDir } = setUp({ "assets/root-2.css": "css changed" });
    expect(() => mergeShard({ paths: SHARD_2, shard: { index: 1, count: 2 }, shardClientDir, clientDir })).toThrow(
      /built different client assets from shard 1 \(root-2\.css; /,
    );
  });
});

describe("lowerPriority", () => {
  it("runs a shard below the build's priority, so the content stage keeps the cores it needs", () => {
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      const pid = child.pid;
      if (pid === undefined) throw new Error("the child process did not start");
      expect(getPriority(pid)).toBe(getPriority());
      lowerPriority(pid);
      expect(getPriority(pid)).toBe(Math.min(19, getPriority() + SHARD_NICENESS));
    } finally {
      child.kill();
    }
  });
});

describe("a shard's React Router build", () => {
  it("needs React Router's app builder, which react-router.config.ts turns on", async () => {
    // src/build/pipeline/react-router-build.ts runs Vite's `buildApp`, which builds and prerenders in React Router's
    // order only with this flag; without it the shard would need `react-router build` again.
    const { default: config } = await import("../../react-router.config.ts");
    expect(config.future?.v8_viteEnvironmentApi).toBe(true);
  });
});
