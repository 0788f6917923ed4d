/**
 * `npm run build`: the four stages in one process (src/build/build-stages.ts). The content and the islands' bundle
 * are built at once: neither needs the other, and the bundle's build mostly waits on Rolldown's own threads.
 */
import { buildBrowserBundleStage, buildContentStage, prerenderStage, publishStage } from "#build/build-stages.ts";
import { exitOnContentError } from "#build/content/content-problem.ts";

const started = performance.now();
const [content, bundle] = await Promise.all([buildContentStage().catch(exitOnContentError), buildBrowserBundleStage()]);
console.log(content);
console.log(bundle);
console.log(await prerenderStage());
console.log(await publishStage());
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)}s.`);
