/**
 * `npm run build`: the four stages (src/build/build-stages.ts), the content and the islands' bundle at once, since
 * neither needs the other. On a small site every stage runs in this process, which saves loading the build's modules
 * again. On a large one each stage but the prerender (which starts its own processes) runs in a process of its own,
 * which gives its memory back when it ends: the content and publish stages hold the whole site, and the bundle's
 * build keeps Rolldown's memory for as long as its process lives. Measured on 5,000 pages: everything in one process
 * peaked at 2.6 GB across the build's processes, the bundle's build alone in the parent at 2.7 GB; 1,000 pages in
 * one process at 1.6 GB.
 */
import { spawn } from "node:child_process";
import { buildBrowserBundleStage, buildContentStage, prerenderStage, publishStage } from "#build/build-stages.ts";
import { buildPaths } from "#build/config/build-paths.ts";
import { exitOnContentError } from "#build/content/content-problem.ts";
import { countContentFiles } from "#build/content/load-content-files.ts";

/** Content files from which the stages run in processes of their own. */
const SEPARATE_PROCESSES_FROM = 2000;

const started = performance.now();
const separate = countContentFiles(process.cwd(), buildPaths.contentDir) >= SEPARATE_PROCESSES_FROM;
const content = separate
  ? runStageScript("scripts/build-content.ts")
  : buildContentStage().then(console.log, exitOnContentError);
const bundle = separate
  ? runStageScript("scripts/build-browser-bundle.ts")
  : buildBrowserBundleStage().then(console.log);
await Promise.all([content, bundle]);
console.log(await prerenderStage());
if (separate) await runStageScript("scripts/postbuild.ts");
else console.log(await publishStage());
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)}s.`);

/** Runs one stage's script in a child Node process with tsx; on failure exits with its code (it printed why). */
function runStageScript(script: string): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : process.exit(code ?? 1)));
  });
}
