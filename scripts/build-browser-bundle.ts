/** Builds the islands' browser bundle and the app's server bundle into the site cache (src/build/build-stages.ts). */
import { buildBundlesStage } from "#build/build-stages.ts";

console.log(await buildBundlesStage());
