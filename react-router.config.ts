import type { Config } from "@react-router/dev/config";
import { buildPaths, parsePrerenderShard, SHARD_VARIABLE } from "./lib/config/build-paths.ts";
import { listPrerenderPaths } from "./lib/pipeline/prerender-paths.ts";
import { pathsOfShard } from "./lib/pipeline/prerender-shards.ts";
import { readTree } from "./lib/site-cache/site-cache.ts";

export default {
  ssr: false,
  buildDirectory: buildPaths.buildDir,
  prerender: {
    // Every node of the documentation tree and the 404 page; `npm run build` runs one build per core, each with its
    // share of the paths (scripts/prerender.ts).
    paths: () => pathsOfShard(listPrerenderPaths(readTree()), parsePrerenderShard(process.env[SHARD_VARIABLE])),
    // Concurrency overlaps file writes with rendering in this process (about 8% faster); shards add the cores.
    concurrency: 4,
  },
} satisfies Config;
