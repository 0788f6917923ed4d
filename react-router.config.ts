import type { Config } from "@react-router/dev/config";
import { buildPaths } from "./src/build/config/build-paths.ts";
import { routerPaths } from "./src/build/pipeline/prerender-helpers.ts";
import { awaitPlan } from "./src/build/pipeline/shard-channel.ts";

// A shard that `npm run build` started while the content renders asks for its paths now; its server build waits below.
const planWritten = awaitPlan();

export default {
  ssr: false,
  // One Vite builder for the client and server builds, as React Router 8 will do: without it each build resolves the
  // Vite config again and starts its own child compiler (vite.config.ts was loaded eight times per build). Measured on
  // the 170-page bench corpus: a shard's CPU 2.3 s against 2.75 s, the build 4.99 s against 5.22 s.
  future: { v8_viteEnvironmentApi: true },
  buildDirectory: buildPaths.buildDir,
  prerender: {
    // Every node of the documentation tree and the 404 page. `npm run build` runs one build per core, each reading its
    // share of the paths from the plan it wrote, less the helper threads' share (src/build/pipeline/prerender-helpers.ts);
    // a build started on its own prerenders every path.
    paths: async () => {
      await planWritten;
      return routerPaths();
    },
    // Concurrency overlaps file writes with rendering in this process (about 8% faster); shards add the cores.
    concurrency: 4,
  },
} satisfies Config;
