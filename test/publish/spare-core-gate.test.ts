import { describe, expect, it } from "vitest";
import { SpareCoreGate } from "#build/publish/spare-core-gate.ts";

describe("SpareCoreGate", () => {
  it("holds the waiting work while closed and lets it all go on when opened", async () => {
    const gate = new SpareCoreGate(false);
    const passed: string[] = [];
    const first = gate.wait().then(() => passed.push("first"));
    const second = gate.wait().then(() => passed.push("second"));
    await new Promise((resume) => setTimeout(resume, 20));
    expect(passed).toEqual([]);
    gate.open();
    await Promise.all([first, second]);
    expect(passed).toEqual(["first", "second"]);
  });

  it("lets work go on at the next turn of the event loop while open, and holds it again once closed", async () => {
    const gate = new SpareCoreGate();
    let passed = false;
    const waiting = gate.wait().then(() => (passed = true));
    expect(passed).toBe(false);
    await waiting;
    gate.close();
    let held = true;
    void gate.wait().then(() => (held = false));
    await new Promise((resume) => setTimeout(resume, 20));
    expect(held).toBe(true);
  });
});
