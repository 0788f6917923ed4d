/**
 * After the pages are written (scripts/build-pages.ts): redirects, search index, sitemap, section navigation files,
 * Markdown exports and llms.txt. The steps are in src/build/publish/publish-site.ts.
 */
import { publishStage } from "#build/build-stages.ts";

console.log(await publishStage());
