/** Builds the islands' browser bundle into the site cache (src/build/browser-bundle); the prerender references it. */
import { buildBrowserBundleStage } from "#build/build-stages.ts";

console.log(await buildBrowserBundleStage());
