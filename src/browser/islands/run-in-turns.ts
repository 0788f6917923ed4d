/** A piece of the page's wiring, named so that a failure says which part of the page stays inert. */
export interface WiringStep {
  name: string;
  run: () => void;
}

/**
 * Gives the browser its turn: resolves in a later task. `scheduler.yield()` (Chromium 129+) resumes ahead of other
 * queued work; elsewhere a zero-delay timeout does.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each step in a task of its own, so that no single task adds them all up (on a slow phone, one long task
 * after the first paint is what the reader feels as a page that does not answer). A step that throws is reported
 * with its name and the others still run.
 */
export async function runInTurns(steps: readonly WiringStep[], yieldTurn = yieldToBrowser): Promise<void> {
  for (const step of steps) {
    await yieldTurn();
    try {
      step.run();
    } catch (error) {
      console.error(`Page wiring "${step.name}" failed; that part of the page stays as prerendered.`, error);
    }
  }
}
