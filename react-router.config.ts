import type { Config } from "@react-router/dev/config";
import { walkTree } from "./lib/content/doc-node.ts";
import { readTree } from "./lib/site-cache/site-cache.ts";
import { NOT_FOUND_PATH } from "./app/lib/not-found-path.ts";

export default {
  ssr: false,
  // Every node of the documentation tree is prerendered, plus the 404 page.
  prerender() {
    return [...[...walkTree(readTree())].map((node) => node.path), NOT_FOUND_PATH];
  },
} satisfies Config;
