/** Builds the islands' browser bundle into the site cache (src/build/browser-bundle); the prerender references it. */
import { buildPaths } from "#build/config/build-paths.ts";
import { buildBrowserBundle } from "#build/browser-bundle/build-browser-bundle.ts";

const started = performance.now();
await buildBrowserBundle(process.cwd(), buildPaths.siteCacheDir);
console.log(`Browser bundle built in ${((performance.now() - started) / 1000).toFixed(1)}s.`);
