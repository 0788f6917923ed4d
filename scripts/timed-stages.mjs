// @ts-check
/**
 * `node scripts/timed-stages.mjs test` runs an npm script as `npm run test` would, but stage by stage, and prints how
 * long each took at the end (also when one fails). The stages are read from package.json, so they are always the
 * script's own: `a && b` runs `a` then `b`, and a stage that is just `npm run x` is opened up into x's own stages.
 */
import { spawnSync } from "node:child_process";
import { delimiter, resolve } from "node:path";
import packageJson from "../package.json" with { type: "json" };

const [name = "test"] = process.argv.slice(2);
/** @type {Record<string, string | undefined>} */
const scripts = packageJson.scripts;

/**
 * The commands of script `script`, with `npm run x` stages replaced by x's own, in order.
 * @param {string} script
 * @returns {string[]}
 */
function stagesOf(script) {
  const command = scripts[script];
  if (command === undefined) throw new Error(`package.json has no script "${script}"`);
  return command.split(" && ").flatMap((stage) => {
    const nested = /^npm run ([\w:-]+)$/.exec(stage.trim());
    return nested?.[1] && scripts[nested[1]]?.includes(" && ") ? stagesOf(nested[1]) : [stage.trim()];
  });
}

const env = { ...process.env, PATH: [resolve("node_modules/.bin"), process.env.PATH].join(delimiter) };
/** @type {{ stage: string; seconds: number; status: number | null }[]} */
const timings = [];
let failed = false;
for (const stage of stagesOf(name)) {
  console.log(`\n> ${stage}`);
  const started = performance.now();
  const { status } = spawnSync("bash", ["-c", stage], { stdio: "inherit", env });
  timings.push({ stage, seconds: (performance.now() - started) / 1000, status });
  if (status !== 0) {
    failed = true;
    break;
  }
}

const total = timings.reduce((sum, timing) => sum + timing.seconds, 0);
const width = Math.max(...timings.map((timing) => timing.stage.length));
console.log(`\nStage times of npm run ${name}:`);
for (const { stage, seconds, status } of timings)
  console.log(
    `  ${stage.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s${status === 0 ? "" : `  FAILED (${status})`}`,
  );
console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(6)} s (${(total / 60).toFixed(1)} min)`);
process.exit(failed ? 1 : 0);
