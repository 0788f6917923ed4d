/** Content build: validates and renders every page into .cache/site (SITE_CACHE_DIR) for the pages stage. */
import { buildContentStage } from "#build/build-stages.ts";
import { exitOnContentError } from "#build/content/content-problem.ts";

console.log(await buildContentStage().catch(exitOnContentError));
