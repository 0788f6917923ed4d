/**
 * React Router's build and prerender: on a large site one process per core, each prerendering its share of the
 * pages (lib/pipeline/prerender-shards.ts). `PRERENDER_SHARDS=N` sets the number of processes.
 */
import { availableParallelism, totalmem } from "node:os";
import { buildPaths, readPrerenderShardCount } from "../lib/config/build-paths.ts";
import { listPrerenderPaths } from "../lib/pipeline/prerender-paths.ts";
import { prerenderInShards, shardCount } from "../lib/pipeline/prerender-shards.ts";
import { readTree } from "../lib/site-cache/site-cache.ts";

const paths = listPrerenderPaths(readTree());
const count = shardCount(paths.length, readPrerenderShardCount(), {
  cores: availableParallelism(),
  memoryMb: totalmem() / 2 ** 20,
});
const started = performance.now();
await prerenderInShards({ paths, buildDir: buildPaths.buildDir, siteCacheDir: buildPaths.siteCacheDir, count });
console.log(
  `Prerendered ${paths.length} paths in ${count} shard${count === 1 ? "" : "s"} in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
);
