/**
 * `npm run build`: the four stages (src/build/build-stages.ts). The content and the two bundles are built at once,
 * since neither needs the other; then every page is rendered and written, then the publish stage. On a small site the
 * stages run in this process, which saves loading the build's modules again. On a large one each stage runs in a
 * process of its own and this one only starts them, so that each stage's memory is returned when it ends: the content
 * and publish stages hold the whole site, and the bundles' builds keep Rolldown's memory for as long as their process
 * lives. Measured on 5,000 pages, summed over the build's processes: 2.6 GB with every stage in one process, 2.35 GB
 * with the heavy stages apart but the stages' modules loaded here.
 */
import { spawn } from "node:child_process";
import { buildPaths } from "#build/config/build-paths.ts";
import { scriptCommand } from "#build/config/build-tool.ts";
import { countContentFiles } from "#build/content/load-content-files.ts";

/** Content files from which the stages run in processes of their own. */
const SEPARATE_PROCESSES_FROM = 2000;

const started = performance.now();
if (countContentFiles(process.cwd(), buildPaths.contentDir) >= SEPARATE_PROCESSES_FROM) {
  await Promise.all([runStageScript("scripts/build-content.ts"), runStageScript("scripts/build-browser-bundle.ts")]);
  await runStageScript("scripts/build-pages.ts");
  await runStageScript("scripts/publish.ts");
} else {
  // Loaded only here: on a large site this process stays small.
  const stages = await import("#build/build-stages.ts");
  const { exitOnContentError } = await import("#build/content/content-problem.ts");
  await Promise.all([stages.buildContentStage().then(console.log), stages.buildBundlesStage().then(console.log)]).catch(
    exitOnContentError,
  );
  console.log(await stages.pagesStage());
  console.log(await stages.publishStage());
}
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)}s.`);

/** Runs one stage's script in a child Node process; on failure exits with its code (it printed why). */
function runStageScript(script: string): Promise<void> {
  const [command, ...args] = scriptCommand(script);
  return new Promise((resolve) => {
    const child = spawn(command ?? process.execPath, args, { stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : process.exit(code ?? 1)));
  });
}
