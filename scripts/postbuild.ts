/**
 * After the React Router build: 404 page, start-up scripts and security policies, redirects, search index, sitemap,
 * Markdown exports and llms.txt. The steps are in src/build/publish/publish-site.ts.
 */
import { publishStage } from "#build/build-stages.ts";

console.log(await publishStage());
