/**
 * The prerender plan: which paths each `react-router build` prerenders. `scripts/prerender.ts` lists the tree's paths
 * once and writes the plan into the site cache; each shard's `react-router.config.ts` reads its own slice.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Which share of the paths one `react-router build` prerenders: shard `index` (from 0) of `count`. */
export interface PrerenderShard {
  index: number;
  count: number;
}

/** The paths of every shard, in shard order. */
export interface PrerenderPlan {
  shards: string[][];
}

/** The variable that tells one `react-router build` which shard it is (src/build/pipeline/prerender-shards.ts). */
export const SHARD_VARIABLE = "PRERENDER_SHARD";

/** Deals the paths to `count` shards: every `count`-th path from each shard's index, so each gets every section. */
export function planPrerender(paths: string[], count: number): PrerenderPlan {
  const shards = Array.from({ length: count }, (_, index) =>
    paths.filter((_path, position) => position % count === index),
  );
  return { shards };
}

/**
 * The page React Router writes for one prerendered path, relative to the client folder. The routes have no loaders
 * (docs/decisions/0011), so it writes no `.data` file beside it.
 */
export function prerenderedPage(path: string): string {
  const relative = path.replace(/^\/+|\/+$/g, "");
  return relative === "" ? "index.html" : join(relative, "index.html");
}

/** Where the plan of the build that uses `siteCacheDir` is written. */
export function prerenderPlanFile(siteCacheDir: string): string {
  return join(siteCacheDir, "prerender-plan.json");
}

export function writePrerenderPlan(siteCacheDir: string, plan: PrerenderPlan): void {
  const file = prerenderPlanFile(siteCacheDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(plan));
}

/** The paths one shard prerenders, read from the plan that `scripts/prerender.ts` wrote for this build. */
export function readShardPaths(siteCacheDir: string, shard: PrerenderShard): string[] {
  const file = prerenderPlanFile(siteCacheDir);
  if (!existsSync(file)) {
    throw new Error(
      `${SHARD_VARIABLE}=${shard.index}/${shard.count} but ${file} does not exist: shards are started by ` +
        "`npm run build` (scripts/prerender.ts writes the plan first). Unset the variable to prerender every path.",
    );
  }
  const plan = JSON.parse(readFileSync(file, "utf8")) as PrerenderPlan;
  const paths = plan.shards[shard.index];
  if (plan.shards.length !== shard.count || !paths) {
    throw new Error(
      `${file} plans ${plan.shards.length} shards, but ${SHARD_VARIABLE} asks for shard ${shard.index + 1} of ` +
        `${shard.count}: the plan is from another build. Run \`npm run build\` again.`,
    );
  }
  return paths;
}

/** Reads a shard as `index/count`, such as `1/2`; unset means one shard with every path. */
export function parsePrerenderShard(value: string | undefined): PrerenderShard | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index >= count) {
    throw new Error(
      `${SHARD_VARIABLE}=\`${value}\` is not a shard: write \`index/count\` with index from 0 to count - 1, such as ` +
        "`1/2`, or leave it unset to prerender every path.",
    );
  }
  return { index, count };
}

/**
 * Reads a count the build's variables set (`PRERENDER_SHARDS`, `PRERENDER_HELPER_THREADS`): a whole number of at least
 * `min`, or undefined when unset so that the build decides.
 */
export function readCountVariable(
  name: string,
  value: string | undefined,
  options: { min: number; of: string; example: number },
): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const count = Number(value.trim());
  if (!Number.isInteger(count) || count < options.min) {
    throw new Error(
      `${name}=\`${value}\` is not a count of ${options.of}: write a whole number such as \`${options.example}\`.`,
    );
  }
  return count;
}

/** How many `react-router build` processes prerender at once (`PRERENDER_SHARDS`); unset lets the build decide. */
export function readPrerenderShardCount(value: string | undefined): number | undefined {
  return readCountVariable("PRERENDER_SHARDS", value, { min: 1, of: "processes", example: 2 });
}

/** One shard's paths shared between React Router's own prerender and the shard's helper threads. */
export interface ShardShares {
  router: string[];
  helpers: string[][];
}

/**
 * Deals a shard's paths between React Router and `helperThreads` helper threads, path by path in turn. Helpers take
 * only documentation pages (`/docs/...`), which always render with status 200; the home page, the 404 page and
 * anything else stay with React Router, which also knows what to write for a redirect.
 */
export function splitShardPaths(paths: readonly string[], helperThreads: number): ShardShares {
  const router: string[] = [];
  const helpers: string[][] = Array.from({ length: helperThreads }, () => []);
  let turn = 0;
  for (const path of paths) {
    const share = path.startsWith("/docs/") ? turn++ % (helperThreads + 1) : 0;
    (share === 0 ? router : helpers[share - 1]!).push(path);
  }
  return { router, helpers };
}
