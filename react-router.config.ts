import type { Config } from "@react-router/dev/config";
import { buildPaths } from "./lib/config/build-paths.ts";
import { walkTree } from "./lib/content/doc-node.ts";
import { readTree } from "./lib/site-cache/site-cache.ts";
import { NOT_FOUND_PATH } from "./app/lib/not-found-path.ts";

export default {
  ssr: false,
  buildDirectory: buildPaths.buildDir,
  prerender: {
    // Every node of the documentation tree is prerendered, plus the 404 page.
    paths: () => [...[...walkTree(readTree())].map((node) => node.path), NOT_FOUND_PATH],
    // React Router renders in this one process: concurrency overlaps file writes with rendering (about 8% faster), it
    // does not add cores.
    concurrency: 4,
  },
} satisfies Config;
