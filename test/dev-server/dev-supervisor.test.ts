import { describe, expect, it } from "vitest";
import { RESTART_CODE, superviseDevServer, type DevProcess } from "#build/dev-server/dev-supervisor.ts";

/** A pretend world: records what the supervisor did, and lets the test save site.config.ts and end children. */
function pretendWorld(close: () => Promise<void> = () => Promise.resolve()) {
  const events: string[] = [];
  let saveConfig = () => {};
  const children: { exit(code: number | null): void }[] = [];
  let stopListeners = 0;
  let pressCtrlC = () => {};
  let exited: (code: number) => void = () => {};
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const world: DevProcess = {
    runHere(onConfigChange) {
      events.push("server here");
      saveConfig = onConfigChange;
      return Promise.resolve({
        close: () => {
          events.push("server here closed");
          return close();
        },
      });
    },
    runChild() {
      const n = children.length + 1;
      events.push(`child ${n} started`);
      let end: (code: number | null) => void = () => {};
      const exitedChild = new Promise<number | null>((resolve) => (end = resolve));
      children.push({ exit: (code) => end(code) });
      return { exited: exitedChild, stop: () => events.push(`child ${n} stopped`) };
    },
    onStopSignal(stop) {
      stopListeners += 1;
      pressCtrlC = stop;
      events.push("listening for Ctrl+C");
      return () => {
        stopListeners -= 1;
        pressCtrlC = () => {};
      };
    },
    log: (message) => events.push(`log: ${message}`),
    exit: (code) => exited(code),
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    world,
    events,
    exitCode,
    saveConfig: () => saveConfig(),
    pressCtrlC: () => pressCtrlC(),
    child: (n: number) => children[n - 1],
    settle,
    listeners: () => stopListeners,
  };
}

/** The supervisor in a pretend world, after site.config.ts was saved once: its first child runs. */
async function superviseTillFirstChild() {
  const w = pretendWorld();
  await superviseDevServer(w.world);
  w.saveConfig();
  await w.settle();
  return w;
}

describe("npm run dev's supervisor", () => {
  it("runs the first server in this process, and a child process only once site.config.ts is saved", async () => {
    const w = pretendWorld();
    await superviseDevServer(w.world);
    expect(w.events).toEqual(["server here"]);

    w.saveConfig();
    w.saveConfig(); // a second save before the restart is one restart
    await w.settle();
    expect(w.events).toEqual([
      "server here",
      "log: site.config.ts changed: restarting the dev server...",
      "server here closed",
      "child 1 started",
      "listening for Ctrl+C",
    ]);
  });

  it("starts the child again when it asks to be restarted, and exits with the child's code otherwise", async () => {
    const w = await superviseTillFirstChild();
    w.child(1)?.exit(RESTART_CODE);
    await w.settle();
    expect(w.events.slice(-3)).toEqual([
      "log: site.config.ts changed: restarting the dev server...",
      "child 2 started",
      "listening for Ctrl+C",
    ]);
    // Each child's Ctrl+C listener is removed when it ends: only the running child's is left, and stops that child.
    expect(w.listeners()).toBe(1);
    w.pressCtrlC();
    expect(w.events.at(-1)).toBe("child 2 stopped");
    w.child(2)?.exit(3);
    expect(await w.exitCode).toBe(3);
    expect(w.listeners()).toBe(0);
  });

  it("exits with 1 when a signal ended the child", async () => {
    const w = await superviseTillFirstChild();
    w.child(1)?.exit(null);
    expect(await w.exitCode).toBe(1);
  });

  it("starts the next server when the one here fails to close, and says what to do if its port is still taken", async () => {
    const w = pretendWorld(() => Promise.reject(new Error("socket hang up")));
    await superviseDevServer(w.world);
    w.saveConfig();
    await w.settle();
    expect(w.events.slice(2)).toEqual([
      "server here closed",
      "log: The dev server failed to close (socket hang up). If the next server cannot listen on its port, stop `npm run dev` and start it again.",
      "child 1 started",
      "listening for Ctrl+C",
    ]);
  });

  it("starts the next server once the one here has taken too long to close", async () => {
    const w = pretendWorld(() => new Promise<void>(() => {}));
    await superviseDevServer(w.world, 20);
    w.saveConfig();
    await w.settle();
    expect(w.events.at(-1)).toBe("server here closed");
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(w.events.slice(3)).toEqual([
      "log: The dev server did not close within 0.02 s. If the next server cannot listen on its port, stop `npm run dev` and start it again.",
      "child 1 started",
      "listening for Ctrl+C",
    ]);
  });
});
