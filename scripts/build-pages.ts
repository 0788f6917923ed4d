/** Renders and writes every page with the app's server bundle (src/build/build-stages.ts), once the content is built. */
import { pagesStage } from "#build/build-stages.ts";

console.log(await pagesStage());
