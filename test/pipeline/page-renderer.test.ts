import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "#build/config/build-tool.ts";

mkdirSync(join(projectRoot, ".cache"), { recursive: true });
const toolDir = mkdtempSync(join(projectRoot, ".cache", "page-renderer-test-"));
afterAll(() => rmSync(toolDir, { recursive: true, force: true }));

/** The fixture runs compiled (scripts/run.mjs), since threads start only from the compiled build tool. */
function renderInRounds(args: string[] = []) {
  return spawnSync(process.execPath, ["scripts/run.mjs", "test/fixtures/build-tool/render-in-rounds.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, BUILD_TOOL_DIR: toolDir },
    timeout: 20_000,
  });
}

describe("the content stage's page renderer", () => {
  it("renders a second round on the threads the first started, each page's result in its job's place", () => {
    const result = renderInRounds();
    expect(result.stderr).toBe("");
    const report = JSON.parse(result.stdout) as {
      threads: number;
      first: string[];
      heard: string[];
      second: string[];
      css: string;
    };
    // 240 pages start two threads; the three pages of the second round would not start any on their own.
    expect(report.threads).toBe(2);
    expect(report.first).toEqual(Array.from({ length: 240 }, (_, n) => String(n)));
    // Each page was heard of once as it arrived from a thread, with its job's index.
    expect(report.heard.toSorted((a, b) => parseInt(a) - parseInt(b))).toEqual(report.first.map((n, i) => `${i}:${n}`));
    expect(report.second).toEqual(["1000", "1001", "1002"]);
    // Both rounds' colours, merged from the threads' stylesheets.
    expect(report.css).toMatch(/^\.sk-[^{]+\{[^}]+\}/);
  });

  it("fails the run with the error of what is done with a result, and lets the process end", () => {
    const result = renderInRounds(["--fail-on-result"]);
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ failed: "could not write the page (pretend disk full)" });
  });

  it("lets the process end when a build stops between rounds, with the threads still waiting", () => {
    const result = renderInRounds(["--stop-between"]);
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ first: 240 });
  });
});
