/**
 * How `npm run build` starts React Router's builds before the content exists (src/build/pipeline/prerender-shards.ts):
 * each shard builds the client and the server while the content renders, and asks for its paths only when its server
 * build needs them. The shard says it is waiting; the build answers once it has written the plan.
 */

/** Set by the build on a shard it starts before the plan exists. */
export const AWAIT_PLAN_VARIABLE = "PRERENDER_AWAIT_PLAN";
/** Shard to build: ready for its paths. */
export const SHARD_WAITING = "prerender-shard-waiting";
/** Build to shard: the plan is written, and the site cache and the islands' bundle are complete. */
export const PLAN_WRITTEN = "prerender-plan-written";

let planWritten: Promise<void> | undefined;

/**
 * Resolves at once in a build started on its own; in a shard the build started early, when the build says the plan is
 * written. Called when the React Router config loads, so the shard asks before its server build needs the answer.
 */
export function awaitPlan(): Promise<void> {
  if (process.env[AWAIT_PLAN_VARIABLE] !== "1") return Promise.resolve();
  planWritten ??= new Promise((resolve, reject) => {
    const send = process.send?.bind(process);
    if (!send) {
      reject(new Error(`${AWAIT_PLAN_VARIABLE}=1 is set by \`npm run build\` on the builds it starts; unset it.`));
      return;
    }
    const onMessage = (message: unknown) => {
      if (message !== PLAN_WRITTEN) return;
      // Without a listener the channel no longer keeps this process alive.
      process.off("message", onMessage);
      resolve();
    };
    process.on("message", onMessage);
    send(SHARD_WAITING);
  });
  return planWritten;
}
