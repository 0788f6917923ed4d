import { environment } from "#build/config/environment.ts";

/**
 * With `DEV_TIMING` set, writes to stderr when a step of the dev server's start ended, in seconds since its process
 * started (scripts/run.mjs's compile runs before, in the parent process), so a change to the start can be measured
 * where the time goes.
 */
export function markStartup(step: string): void {
  if (!environment.DEV_TIMING) return;
  process.stderr.write(`dev timing: ${(performance.now() / 1000).toFixed(3)} s ${step}\n`);
}
