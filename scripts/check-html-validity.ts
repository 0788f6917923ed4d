/**
 * `npm run check:html`: runs the W3C Nu HTML Checker over every HTML file of the last build (`BUILD_DIR`, default
 * build/) and fails listing each error with its file, line and message. `npm run audit` runs the same check.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { buildPaths } from "#build/config/build-paths.ts";
import { checkBuiltHtml } from "#build/html-validity/check-built-html.ts";

const clientDir = resolve(buildPaths.clientDir);
if (!existsSync(clientDir)) {
  console.error(`HTML check: there is no built site in ${buildPaths.clientDir}. Run \`npm run build\` first.`);
  process.exit(1);
}
const { errors, report } = await checkBuiltHtml(clientDir);
if (errors.length > 0) {
  console.error(report);
  process.exit(1);
}
console.log(report);
