import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  AWAIT_PLAN_VARIABLE,
  PLAN_WRITTEN,
  SHARD_READY_TO_PRERENDER,
  SHARD_WAITING,
  SITE_READY,
  awaitPlan,
  awaitSite,
} from "#build/pipeline/shard-channel.ts";

const rootDir = join(import.meta.dirname, "../..");

/**
 * A Node process standing in for a shard: it awaits the plan as react-router.config.ts does and says so, then awaits
 * the site as the server build does (vite.config.ts) and says so. It says everything over the IPC channel, and first
 * acknowledges each message it receives, so the order of what it says is the order of what happened in it.
 */
function startShard() {
  const script = `const acknowledge = (message) => {
      process.send("received " + message);
      if (message === ${JSON.stringify(SITE_READY)}) process.off("message", acknowledge);
    };
    process.on("message", acknowledge);
    import("#build/pipeline/shard-channel.ts").then(async ({ awaitPlan, awaitSite }) => {
      await awaitPlan();
      process.send("paths");
      await awaitSite();
      process.send("prerender");
    });`;
  return spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
    cwd: rootDir,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, [AWAIT_PLAN_VARIABLE]: "1" },
  });
}

/** The shard's next message. */
const nextMessage = (shard: ReturnType<typeof startShard>) =>
  new Promise<unknown>((resolve) => shard.once("message", resolve));

describe("the channel between the build and a shard it started early", () => {
  it("has the shard ask for its plan, then for the site, wait for each answer, and then exit on its own", async () => {
    const shard = startShard();
    const said: unknown[] = [];
    shard.on("message", (message) => said.push(message));
    expect(await nextMessage(shard)).toBe(SHARD_WAITING);

    const askedAgain = new Promise((resolve) =>
      shard.on("message", (m) => m === SHARD_READY_TO_PRERENDER && resolve(m)),
    );
    shard.send(PLAN_WRITTEN);
    await askedAgain;
    shard.send(SITE_READY);
    const code = await new Promise((resolve) => shard.once("exit", resolve));
    // Had the shard gone on without an answer, "paths" or its second question would come before the answer's receipt.
    expect({ code, said }).toEqual({
      code: 0,
      said: [
        SHARD_WAITING,
        `received ${PLAN_WRITTEN}`,
        "paths",
        SHARD_READY_TO_PRERENDER,
        `received ${SITE_READY}`,
        "prerender",
      ],
    });
  }, 20_000);

  it("does not wait in a build started on its own", async () => {
    await expect(awaitPlan()).resolves.toBeUndefined();
    await expect(awaitSite()).resolves.toBeUndefined();
  });
});
