/** React Router's build and prerender of every path (src/build/build-stages.ts), once the content stage has run. */
import { prerenderStage, startPrerenderStage } from "#build/build-stages.ts";

console.log(await prerenderStage(startPrerenderStage()));
