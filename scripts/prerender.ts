/**
 * React Router's build and prerender: on a large site one process per core, each prerendering its share of the
 * pages (src/build/pipeline/prerender-shards.ts). `PRERENDER_SHARDS=N` sets the number of processes. The paths are listed
 * and dealt out once, here: each shard reads its share from the plan in the site cache.
 */
import { availableParallelism, totalmem } from "node:os";
import { buildPaths, toolEnvironment } from "#build/config/build-paths.ts";
import { listPrerenderPaths } from "#build/pipeline/prerender-paths.ts";
import { planPrerender, readPrerenderShardCount, writePrerenderPlan } from "#build/pipeline/prerender-plan.ts";
import { prerenderInShards, shardCount } from "#build/pipeline/prerender-shards.ts";
import { readTree } from "#build/site-cache/site-cache.ts";

const paths = listPrerenderPaths(readTree());
const count = shardCount(paths.length, readPrerenderShardCount(toolEnvironment.prerenderShards), {
  cores: availableParallelism(),
  memoryMb: totalmem() / 2 ** 20,
});
const plan = planPrerender(paths, count);
writePrerenderPlan(buildPaths.siteCacheDir, plan);
const started = performance.now();
await prerenderInShards({ plan, buildDir: buildPaths.buildDir, siteCacheDir: buildPaths.siteCacheDir });
console.log(
  `Prerendered ${paths.length} paths in ${count} shard${count === 1 ? "" : "s"} in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
);
