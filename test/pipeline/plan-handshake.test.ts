import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AWAIT_PLAN_VARIABLE, PLAN_WRITTEN, SHARD_WAITING, awaitPlan } from "#build/pipeline/plan-handshake.ts";

const rootDir = join(import.meta.dirname, "../..");

/** A Node process standing in for a shard: it awaits the plan as react-router.config.ts does, then says so. */
function startShard() {
  const script = `import("#build/pipeline/plan-handshake.ts").then(({ awaitPlan }) => awaitPlan()).then(() => console.log("released"));`;
  return spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
    cwd: rootDir,
    stdio: ["ignore", "pipe", "inherit", "ipc"],
    env: { ...process.env, [AWAIT_PLAN_VARIABLE]: "1" },
  });
}

describe("the plan handshake between the build and a shard it started early", () => {
  it("has the shard ask for its plan, wait for the answer, and then exit on its own", async () => {
    const shard = startShard();
    let output = "";
    shard.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const asked = await new Promise((resolve) => shard.once("message", resolve));
    expect(asked).toBe(SHARD_WAITING);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toBe("");
    shard.send(PLAN_WRITTEN);
    const code = await new Promise((resolve) => shard.once("exit", resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: "released" });
  }, 20_000);

  it("does not wait in a build started on its own", async () => {
    await expect(awaitPlan()).resolves.toBeUndefined();
  });
});
