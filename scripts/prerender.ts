/** React Router's build and prerender of every path (src/build/build-stages.ts, `prerenderStage`). */
import { prerenderStage } from "#build/build-stages.ts";

console.log(await prerenderStage());
