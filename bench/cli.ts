/**
 * `npm run bench [-- --lighthouse-runs 5]`: cold build, page weights against budgets, Lighthouse (mobile, median run)
 * and the bytes of a first search, on the real content.
 * `npm run bench -- --search-only`: search alone (first search, relevance) on the build already in BUILD_DIR (`build/`).
 * `npm run bench -- --weights-only`: the representative pages' weights and the request snippets' share, on BUILD_DIR.
 * `npm run bench -- --mcp-only`: the docs server's search and validation times alone, on the build in BUILD_DIR.
 * `npm run bench -- --pages 5000 [--compare 500]`: the same build on synthetic content of both sizes, checked for linear growth.
 * Builds go to .cache/bench/ so that a build being served or tested elsewhere is never touched.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { benchMcp, formatMcpReport } from "./bench-mcp.ts";
import { benchScale } from "./bench-scale.ts";
import { benchSearch } from "./bench-search.ts";
import { benchSite, weighRepresentativePages } from "./bench-site.ts";
import { BUDGETS } from "./budgets.ts";
import {
  formatScaleReport,
  formatSearchReport,
  formatSiteReport,
  formatSnippetShare,
  formatWeights,
} from "./format-report.ts";
import { buildPaths, toolEnvironment } from "#build/config/build-paths.ts";
import { CHROME_FLAGS, LIGHTHOUSE_RUNS } from "./run-lighthouse.ts";
import { serveBuild } from "./serve-build.ts";

const WORK_DIR = ".cache/bench";
const { values } = parseArgs({
  options: {
    pages: { type: "string" },
    compare: { type: "string", default: "500" },
    "lighthouse-runs": { type: "string", default: String(LIGHTHOUSE_RUNS) },
    "search-only": { type: "boolean", default: false },
    "mcp-only": { type: "boolean", default: false },
    "weights-only": { type: "boolean", default: false },
  },
});
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
const chromePath = toolEnvironment.chromiumPath;
mkdirSync("bench-results", { recursive: true });
console.log(`Machine: ${machine}\n`);

if (values["weights-only"]) {
  const { weights, requestSnippets } = weighRepresentativePages(buildPaths.clientDir);
  console.log(`${formatWeights(weights)}\n${formatSnippetShare(requestSnippets)}`);
} else if (values["mcp-only"]) {
  if (!existsSync(join(buildPaths.clientDir, "pagefind"))) {
    console.error(`No search index in ${buildPaths.clientDir}: run \`npm run build\` first (with the same BUILD_DIR).`);
    process.exit(1);
  }
  const mcp = await benchMcp(buildPaths.clientDir);
  console.log(formatMcpReport(mcp));
  writeFileSync("bench-results/mcp.json", JSON.stringify({ machine, ...mcp }, null, 2));
} else if (values["search-only"]) {
  if (!existsSync(join(buildPaths.clientDir, "pagefind"))) {
    console.error(`No search index in ${buildPaths.clientDir}: run \`npm run build\` first (with the same BUILD_DIR).`);
    process.exit(1);
  }
  const server = await serveBuild(buildPaths.clientDir);
  try {
    const search = await benchSearch(server.baseUrl, chromePath, CHROME_FLAGS);
    console.log(formatSearchReport(search));
    writeFileSync("bench-results/search.json", JSON.stringify({ machine, ...search }, null, 2));
  } finally {
    await server.close();
  }
} else if (values.pages === undefined) {
  const folders = {
    contentDir: buildPaths.contentDir,
    siteCacheDir: join(WORK_DIR, "site/cache"),
    buildDir: join(WORK_DIR, "site/build"),
  };
  const bench = await benchSite(folders, {
    chromePath,
    lighthouseRuns: Number(values["lighthouse-runs"]) || LIGHTHOUSE_RUNS,
  });
  console.log(formatSiteReport(bench));
  const mcp = await benchMcp(join(folders.buildDir, "client"));
  console.log(`\n${formatMcpReport(mcp)}`);
  const json = JSON.stringify({ machine, ...bench, mcp, budgets: BUDGETS }, null, 2);
  writeFileSync("bench-results/latest.json", json);
  console.log(`\n${json}`);
} else {
  const sizes = [Number(values.compare), Number(values.pages)];
  if (!sizes.every((size) => Number.isInteger(size) && size > 0)) {
    console.error(
      `\`--pages ${values.pages} --compare ${values.compare}\`: pass whole page counts, such as \`--pages 5000\`.`,
    );
    process.exit(1);
  }
  const scale = await benchScale({
    rootDir: process.cwd(),
    contentDir: buildPaths.contentDir,
    workDir: WORK_DIR,
    sizes,
    chromePath,
    cores: availableParallelism(),
    log: console.log,
  });
  console.log(`\n${formatScaleReport(scale)}`);
  const json = JSON.stringify({ machine, ...scale }, null, 2);
  writeFileSync(`bench-results/scale-${values.pages}.json`, json);
  console.log(`\n${json}`);
  if (scale.checks.some((check) => !check.pass)) process.exitCode = 1;
}
