/** `node scripts/run.mjs bench/synthetic/cli.ts --pages 5000 [--out .cache/synthetic/content]`: content for scale tests. */
import { parseArgs } from "node:util";
import { buildPaths } from "#build/config/build-paths.ts";
import { generateSyntheticContent } from "./generate-synthetic-content.ts";
import { listRealPages } from "./list-real-pages.ts";

const { values } = parseArgs({
  options: { pages: { type: "string", default: "5000" }, out: { type: "string", default: ".cache/synthetic/content" } },
});
const pages = Number(values.pages);
if (!Number.isInteger(pages) || pages < 1) {
  console.error(`\`--pages ${values.pages}\` is not a page count: pass a whole number such as \`--pages 5000\`.`);
  process.exit(1);
}
const rootDir = process.cwd();
const sourceDir = buildPaths.contentDir;
const result = generateSyntheticContent({
  rootDir,
  sourceDir,
  outDir: values.out,
  pages,
  realPaths: listRealPages(rootDir, sourceDir),
});
console.log(
  `Wrote ${result.real + result.synthetic} pages to ${values.out}: ${result.real} real, ${result.synthetic} synthetic under /docs/synthetic.`,
);
console.log(`Build them with CONTENT_DIR=${values.out} (and a separate BUILD_DIR and SITE_CACHE_DIR).`);
