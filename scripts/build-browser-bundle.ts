/** Builds the islands' browser bundle into the site cache (lib/browser-bundle); the prerender references it. */
import { buildPaths } from "../lib/config/build-paths.ts";
import { buildBrowserBundle } from "../lib/browser-bundle/build-browser-bundle.ts";

const started = performance.now();
await buildBrowserBundle(process.cwd(), buildPaths.siteCacheDir);
console.log(`Browser bundle built in ${((performance.now() - started) / 1000).toFixed(1)}s.`);
