import { afterEach, describe, expect, it, vi } from "vitest";
import { runInTurns, yieldToBrowser } from "#browser/islands/run-in-turns.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A turn the test hands over by hand, so it can see what ran before the browser's turn came back. */
function manualTurns() {
  const waiting: (() => void)[] = [];
  return {
    yieldTurn: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async next() {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get pending() {
      return waiting.length;
    },
  };
}

describe("runInTurns", () => {
  it("runs one step per turn, in order, and none before its turn", async () => {
    const turns = manualTurns();
    const ran: string[] = [];
    const done = runInTurns(
      ["theme", "search", "toc"].map((name) => ({ name, run: () => ran.push(name) })),
      turns.yieldTurn,
    );
    expect(ran).toEqual([]);
    await turns.next();
    expect(ran).toEqual(["theme"]);
    await turns.next();
    expect(ran).toEqual(["theme", "search"]);
    await turns.next();
    await done;
    expect(ran).toEqual(["theme", "search", "toc"]);
    expect(turns.pending).toBe(0);
  });

  it("reports a step that throws by its name and still runs the steps after it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const ran: string[] = [];
    await runInTurns(
      [
        {
          name: "search",
          run: () => {
            throw new Error("no dialog");
          },
        },
        { name: "table of contents", run: () => ran.push("toc") },
      ],
      () => Promise.resolve(),
    );
    expect(ran).toEqual(["toc"]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"search" failed'), expect.any(Error));
  });
});

describe("yieldToBrowser", () => {
  it("uses scheduler.yield where the browser has it", async () => {
    const yieldFn = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("scheduler", { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it("falls back to a later task without it", async () => {
    vi.stubGlobal("scheduler", undefined);
    let resolved = false;
    const turn = yieldToBrowser().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    await turn;
    expect(resolved).toBe(true);
  });
});
