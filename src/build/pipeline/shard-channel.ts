/**
 * The IPC channel between `npm run build` and the React Router builds it starts before the content exists
 * (src/build/pipeline/prerender-shards.ts).
 * A shard waits twice. Its server build needs the paths to prerender: the shard asks for them when the React Router
 * config loads, and the build answers once it has written the plan, which it does as soon as the documentation tree is
 * complete, before most pages are rendered. Its prerender needs the rendered pages and the islands' bundle: the shard
 * asks once its server build is done, and the build answers when both are complete.
 */
import type { Plugin } from "vite";

/** Set by the build on a shard it starts before the plan exists. */
export const AWAIT_PLAN_VARIABLE = "PRERENDER_AWAIT_PLAN";
/** Shard to build: ready for its paths. */
export const SHARD_WAITING = "prerender-shard-waiting";
/** Build to shard: the plan is written. */
export const PLAN_WRITTEN = "prerender-plan-written";
/** Shard to build: the server build is done and ready to prerender. */
export const SHARD_READY_TO_PRERENDER = "prerender-shard-ready";
/** Build to shard: the site cache and the islands' bundle are complete. */
export const SITE_READY = "prerender-site-ready";

const asked = new Map<string, Promise<void>>();

/** Sends `question` to the build once and resolves when it sends `answer`; resolves at once in a build on its own. */
function askBuild(question: string, answer: string): Promise<void> {
  if (process.env[AWAIT_PLAN_VARIABLE] !== "1") return Promise.resolve();
  let reply = asked.get(question);
  if (!reply) {
    reply = new Promise((resolve, reject) => {
      const send = process.send?.bind(process);
      if (!send) {
        reject(new Error(`${AWAIT_PLAN_VARIABLE}=1 is set by \`npm run build\` on the builds it starts; unset it.`));
        return;
      }
      const onMessage = (message: unknown) => {
        if (message !== answer) return;
        // Without a listener the channel no longer keeps this process alive.
        process.off("message", onMessage);
        resolve();
      };
      process.on("message", onMessage);
      send(question);
    });
    asked.set(question, reply);
  }
  return reply;
}

/**
 * Resolves when the plan of paths is written (at once in a build started on its own). Called when the React Router
 * config loads, so the shard asks before its server build needs the answer.
 */
export function awaitPlan(): Promise<void> {
  return askBuild(SHARD_WAITING, PLAN_WRITTEN);
}

/** Resolves when the pages and the islands' bundle are complete (at once in a build started on its own). */
export function awaitSite(): Promise<void> {
  return askBuild(SHARD_READY_TO_PRERENDER, SITE_READY);
}

/**
 * Holds React Router's server build before it is written, and with it the prerender that follows (React Router
 * prerenders when the server build is written), until the site is ready (`awaitSite`).
 */
export function awaitSiteBeforePrerender(): Plugin {
  return {
    name: "await-site-before-prerender",
    apply: "build",
    async generateBundle() {
      if (this.environment.config.consumer === "server") await awaitSite();
    },
  };
}
