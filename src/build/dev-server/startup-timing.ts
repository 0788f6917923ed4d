import { environment } from "#build/config/environment.ts";

/** Steps already written: each is written once, the first time (a shape is made again on every edit, for one). */
const written = new Set<string>();

/**
 * With `DEV_TIMING` set, writes to stderr when a step of the dev server's start ended, in seconds since its process
 * started (scripts/run.mjs's compile runs before, in the parent process), and the CPU time the process has used by
 * then (all its threads): on a busy machine the CPU time says more than the wall time.
 */
export function markStartup(step: string): void {
  if (!environment.DEV_TIMING || written.has(step)) return;
  written.add(step);
  const { user, system } = process.cpuUsage();
  const cpu = ((user + system) / 1e6).toFixed(3);
  process.stderr.write(`dev timing: ${(performance.now() / 1000).toFixed(3)} s (cpu ${cpu} s) ${step}\n`);
}
