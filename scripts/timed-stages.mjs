// @ts-check
/**
 * `node scripts/timed-stages.mjs <group> <group> …` runs groups of stages one after the other, the stages of a group
 * side by side, and prints at the end how long each took and how much processor time it used (also when one fails).
 * `npm test` is written this way in package.json, so the plan of the test run is read there.
 *
 * A group is one argument: stages joined by ` & ` (side by side, as in a shell). A stage is the name of a package.json
 * script (run as its own command) or any shell command. Stages side by side print their output whole, in turn, as each
 * ends, so that it reads as if each had run alone; a group of one stage streams its output as it comes. When a stage
 * fails, the other stages of its group are left to finish (their findings count too) and the next groups do not run.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { delimiter, resolve } from "node:path";
import packageJson from "../package.json" with { type: "json" };

/** @typedef {{ stage: string; seconds: number; cpuSeconds: number | undefined; status: number | null }} Timing */

/** @type {Record<string, string | undefined>} */
const scripts = packageJson.scripts;
const groups = process.argv.slice(2).map((group) => group.split(" & ").map((stage) => stage.trim()));
if (groups.length === 0 || groups.some((group) => group.some((stage) => stage === ""))) {
  console.error(
    'Usage: node scripts/timed-stages.mjs "<stage> & <stage>" "<stage>" … (a stage: a script name or a command)',
  );
  process.exit(2);
}

const env = { ...process.env, PATH: [resolve("node_modules/.bin"), process.env.PATH].join(delimiter) };

/**
 * The command of stage `stage`, wrapped so that, when it ends, bash writes to descriptor 3 the processor time its
 * processes used (`times`: the shell's own line, then its children's), and exits with the command's status.
 * @param {string} stage
 */
function timedCommand(stage) {
  const command = scripts[stage] ?? stage;
  return `${command}\nstatus=$?\ntimes >&3\nexit $status`;
}

/**
 * Seconds of user and system time in the last line of bash's `times` output (`0m1.500s 0m0.250s`), or undefined.
 * @param {string} output
 */
function childProcessorSeconds(output) {
  const lines = output.trim().split("\n");
  const seconds = [...(lines.at(-1) ?? "").matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  const [user, system] = seconds;
  return user !== undefined && system !== undefined ? user + system : undefined;
}

/**
 * Runs one stage. With `streamed`, its output goes straight to this process's; otherwise it is collected, stdout and
 * stderr in the order they came, and printed whole when the stage ends.
 * @param {string} stage
 * @param {boolean} streamed
 * @returns {Promise<Timing>}
 */
function runStage(stage, streamed) {
  return new Promise((done) => {
    const started = performance.now();
    const output = /** @type {Buffer[]} */ ([]);
    let times = "";
    const child = spawn("bash", ["-c", timedCommand(stage)], {
      env,
      stdio: streamed ? ["inherit", "inherit", "inherit", "pipe"] : ["ignore", "pipe", "pipe", "pipe"],
    });
    const collect = /** @param {Buffer} chunk */ (chunk) => output.push(chunk);
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.stdio[3]?.on("data", /** @param {Buffer} chunk */ (chunk) => (times += chunk.toString()));
    child.on("close", (status) => {
      const seconds = (performance.now() - started) / 1000;
      if (!streamed) {
        console.log(`\n> ${stage}  (side by side; ${seconds.toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      done({ stage, seconds, cpuSeconds: childProcessorSeconds(times), status });
    });
  });
}

/** @type {Timing[]} */
const timings = [];
const started = performance.now();
for (const group of groups) {
  if (group.length === 1) console.log(`\n> ${group[0]}`);
  else console.log(`\n> side by side, each printed when it ends: ${group.join(" & ")}`);
  const results = await Promise.all(group.map((stage) => runStage(stage, group.length === 1)));
  timings.push(...results);
  if (results.some((result) => result.status !== 0)) break;
}
const wall = (performance.now() - started) / 1000;

const cpu = timings.reduce((sum, timing) => sum + (timing.cpuSeconds ?? 0), 0);
const width = Math.max(...timings.map((timing) => timing.stage.length), "total".length);
/** @param {number} seconds */
const format = (seconds) => `${seconds.toFixed(1).padStart(6)} s`;
console.log(`\nStage times (wall clock; processor time of the stage's processes, user + system):`);
for (const { stage, seconds, cpuSeconds, status } of timings) {
  const sideBySide = groups.some((stages) => stages.length > 1 && stages.includes(stage));
  console.log(
    `${sideBySide ? "&" : " "} ${stage.padEnd(width)}  ${format(seconds)}  cpu ${cpuSeconds === undefined ? "     ?" : format(cpuSeconds)}` +
      (status === 0 ? "" : `  FAILED (${status})`),
  );
}
console.log(
  `  ${"total".padEnd(width)}  ${format(wall)}  cpu ${format(cpu)}  (${(wall / 60).toFixed(1)} min; ` +
    `${Math.round((cpu / wall / availableParallelism()) * 100)}% of ${availableParallelism()} cores)`,
);
process.exit(timings.some((timing) => timing.status !== 0) ? 1 : 0);
