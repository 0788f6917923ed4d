/** `npm run bench`: cold build time and memory, page weights against budgets, and the search index size. */
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { BUDGETS, REPRESENTATIVE_PAGES } from "../lib/bench/budgets.ts";
import { measurePageWeight } from "../lib/bench/measure-page-weight.ts";

const STAGES = [
  ["content", "npx", ["tsx", "scripts/build-content.ts"]],
  ["prerender", "npx", ["react-router", "build"]],
  ["postbuild", "npx", ["tsx", "scripts/postbuild.ts"]],
] as const;

function runStage(command: string, args: readonly string[]): { seconds: number; peakMb: number } {
  const started = performance.now();
  const result = spawnSync("/usr/bin/time", ["-v", command, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
  const report = result.stderr;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1] ?? 0);
  return { seconds: (performance.now() - started) / 1000, peakMb: Math.round(peakKb / 1024) };
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const full = join(dir, entry.name);
    return total + (entry.isDirectory() ? folderBytes(full) : statSync(full).size);
  }, 0);
}

rmSync(".cache/site", { recursive: true, force: true });
rmSync("build", { recursive: true, force: true });
const stages = STAGES.map(([name, command, args]) => ({ name, ...runStage(command, args) }));
const build = {
  seconds: Number(stages.reduce((total, stage) => total + stage.seconds, 0).toFixed(1)),
  peakMb: Math.max(...stages.map((stage) => stage.peakMb)),
  stages,
};
const pages = Object.entries(REPRESENTATIVE_PAGES).map(([name, path]) => ({
  name,
  ...measurePageWeight("build/client", path),
}));
const searchIndexBytes = folderBytes("build/client/pagefind");
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 1e9)} GB, Node ${process.version}`,
);
console.log(`Cold build: ${build.seconds}s, peak memory ${build.peakMb} MB`);
for (const stage of stages) console.log(`  ${stage.name.padEnd(10)} ${stage.seconds.toFixed(1)}s  ${stage.peakMb} MB`);
console.log("\nPage                 HTML raw/gzip KB   CSS raw/gzip KB   JS raw/gzip KB   requests");
for (const page of pages) {
  console.log(
    `${page.name.padEnd(20)} ${kb(page.html.raw).padStart(7)} / ${kb(page.html.gzip).padEnd(7)} ${kb(page.css.raw).padStart(6)} / ${kb(page.css.gzip).padEnd(6)} ${kb(page.js.raw).padStart(6)} / ${kb(page.js.gzip).padEnd(6)} ${page.requests}`,
  );
}
const longGuide = pages.find((page) => page.name === "longGuide");
const worstJs = Math.max(...pages.map((page) => page.js.gzip));
const worstCss = Math.max(...pages.map((page) => page.css.gzip));
console.log(
  `\nBudgets (gzip): JS ${kb(worstJs)} / ${kb(BUDGETS.firstLoadJs)} KB (${((worstJs / BUDGETS.firstLoadJs) * 100).toFixed(0)}%), ` +
    `CSS ${kb(worstCss)} / ${kb(BUDGETS.css)} KB (${((worstCss / BUDGETS.css) * 100).toFixed(0)}%), ` +
    `long guide HTML ${kb(longGuide?.html.gzip ?? 0)} / ${kb(BUDGETS.longGuideHtml)} KB (${(((longGuide?.html.gzip ?? 0) / BUDGETS.longGuideHtml) * 100).toFixed(0)}%)`,
);
console.log(`Search index: ${kb(searchIndexBytes)} KB on disk (fetched in chunks on demand)`);

mkdirSync("bench-results", { recursive: true });
const json = JSON.stringify({ build, pages, searchIndexBytes, budgets: BUDGETS }, null, 2);
writeFileSync("bench-results/latest.json", json);
console.log(`\n${json}`);
