import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { SEMI_SPACE_FLAG } from "#build/config/heap-settings.ts";
import { sampleProcessTree } from "./sample-process-tree.ts";

/** Time and memory of one build stage, as GNU time reports them. */
export interface StageResult {
  name: string;
  /** Wall-clock seconds. */
  seconds: number;
  /** User plus system CPU seconds: above `seconds` when the stage uses more than one core. */
  cpuSeconds: number;
  /** Largest resident set of any one process of the stage, in MB (GNU time). */
  peakMb: number;
  /** Largest total resident set of all the stage's processes at once, in MB (sampled every 200 ms). */
  treePeakMb: number;
}

/** A whole cold build; the peaks are those of its largest stage. */
export interface BuildResult {
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  treePeakMb: number;
  stages: StageResult[];
}

/** The folders one build uses; relative to the project root. */
export interface BuildFolders {
  contentDir: string;
  siteCacheDir: string;
  buildDir: string;
}

const STAGES = [
  ["content", "scripts/build-content.ts"],
  ["bundle", "scripts/build-browser-bundle.ts"],
  ["pages", "scripts/build-pages.ts"],
  ["publish", "scripts/publish.ts"],
] as const;

/** Builds the site cold into its own folders, stage by stage, under GNU time. */
export async function runBuild(folders: BuildFolders): Promise<BuildResult> {
  rmSync(folders.siteCacheDir, { recursive: true, force: true });
  rmSync(folders.buildDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    CONTENT_DIR: folders.contentDir,
    SITE_CACHE_DIR: folders.siteCacheDir,
    BUILD_DIR: folders.buildDir,
  };
  const stages: StageResult[] = [];
  // Each stage runs as `npm run build` runs its code: compiled by scripts/run.mjs, in one Node process (through npm
  // it would be two, and their memory would count against the build's).
  for (const [name, script] of STAGES) {
    stages.push({ name, ...(await runTimed([process.execPath, SEMI_SPACE_FLAG, "scripts/run.mjs", script], env)) });
  }
  const sum = (key: "seconds" | "cpuSeconds") => round(stages.reduce((total, stage) => total + stage[key], 0));
  return {
    seconds: sum("seconds"),
    cpuSeconds: sum("cpuSeconds"),
    peakMb: Math.max(...stages.map((s) => s.peakMb)),
    treePeakMb: Math.max(...stages.map((s) => s.treePeakMb)),
    stages,
  };
}

function runTimed(command: string[], env: NodeJS.ProcessEnv): Promise<Omit<StageResult, "name">> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // Output goes to a pipe that is drained as it comes: a 5,000-page pages stage logs tens of thousands of lines.
    const child = spawn("/usr/bin/time", ["-v", ...command], { env, stdio: ["ignore", "pipe", "pipe"] });
    const sampler = child.pid === undefined ? undefined : sampleProcessTree(child.pid);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-20_000)));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
    child.on("error", reject);
    child.on("close", (code) => {
      const treePeakMb = sampler?.stop() ?? 0;
      if (code !== 0) {
        reject(
          new Error(`\`${command.join(" ")}\` failed (exit ${code}):\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`),
        );
        return;
      }
      const number = (label: string) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(stderr)?.[1] ?? 0);
      resolve({
        seconds: round((performance.now() - started) / 1000),
        cpuSeconds: round(number("User time \\(seconds\\)") + number("System time \\(seconds\\)")),
        peakMb: Math.round(number("Maximum resident set size \\(kbytes\\)") / 1024),
        treePeakMb,
      });
    });
  });
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
