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
 * the site as the server build does (vite.config.ts) and says so.
 */
function startShard() {
  const script = `import("#build/pipeline/shard-channel.ts").then(async ({ awaitPlan, awaitSite }) => {
    await awaitPlan();
    console.log("paths");
    await awaitSite();
    console.log("prerender");
  });`;
  return spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
    cwd: rootDir,
    stdio: ["ignore", "pipe", "inherit", "ipc"],
    env: { ...process.env, [AWAIT_PLAN_VARIABLE]: "1" },
  });
}

describe("the channel between the build and a shard it started early", () => {
  it("has the shard ask for its plan, then for the site, wait for each answer, and then exit on its own", async () => {
    const shard = startShard();
    let output = "";
    shard.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const asked = await new Promise((resolve) => shard.once("message", resolve));
    expect(asked).toBe(SHARD_WAITING);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toBe("");

    const askedAgain = new Promise((resolve) => shard.once("message", resolve));
    shard.send(PLAN_WRITTEN);
    expect(await askedAgain).toBe(SHARD_READY_TO_PRERENDER);
    expect(output.trim()).toBe("paths");

    shard.send(SITE_READY);
    const code = await new Promise((resolve) => shard.once("exit", resolve));
    expect({ code, output: output.trim().split("\n") }).toEqual({ code: 0, output: ["paths", "prerender"] });
  }, 20_000);

  it("does not wait in a build started on its own", async () => {
    await expect(awaitPlan()).resolves.toBeUndefined();
    await expect(awaitSite()).resolves.toBeUndefined();
  });
});
