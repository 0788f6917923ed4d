import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "#build/config/build-tool.ts";
import { startFileWriter, writeFilesHere } from "#build/pipeline/file-writer.ts";

mkdirSync(join(projectRoot, ".cache"), { recursive: true });
const toolDir = mkdtempSync(join(projectRoot, ".cache", "file-writer-test-"));
const outDirs: string[] = [];
afterAll(() => {
  for (const dir of [toolDir, ...outDirs]) rmSync(dir, { recursive: true, force: true });
});

function outDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "file-writer-"));
  outDirs.push(dir);
  return dir;
}

/** The fixture runs compiled (scripts/run.mjs), since threads start only from the compiled build tool. */
function writeFiles(dir: string, args: string[] = []) {
  const result = spawnSync(
    process.execPath,
    ["scripts/run.mjs", "test/fixtures/build-tool/write-files.ts", dir, ...args],
    {
      encoding: "utf8",
      env: { ...process.env, BUILD_TOOL_DIR: toolDir },
      timeout: 30_000,
    },
  );
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as { closed: string };
}

describe("the file writer on a thread of its own", () => {
  it("has written every file, with its folders, once it is closed", () => {
    const dir = outDir();
    expect(writeFiles(dir)).toEqual({ closed: "closed" });
    for (const n of [0, 1, 6, 7, 100, 199]) {
      expect(readFileSync(join(dir, `section-${n % 7}`, `page-${n}`, "index.html"), "utf8")).toBe(`<p>Page ${n}</p>`);
    }
  });

  it("fails on closing with the first file it could not write, and writes nothing after it", () => {
    const dir = outDir();
    const { closed } = writeFiles(dir, ["--fail"]);
    expect(closed).toMatch(/^Could not write .*a-file\/below\/index\.html: ENOTDIR: not a directory/);
    expect(existsSync(join(dir, "section-3", "page-199", "index.html"))).toBe(true);
    expect(existsSync(join(dir, "after-the-failure.html"))).toBe(false);
  });
});

describe("the file writer from the TypeScript sources", () => {
  it("writes each file at once, in this thread", async () => {
    const dir = outDir();
    const files = startFileWriter();
    files.write(join(dir, "docs", "a", "index.html"), "<p>A</p>");
    expect(readFileSync(join(dir, "docs", "a", "index.html"), "utf8")).toBe("<p>A</p>");
    await files.close();
  });

  it("names the file it could not write", () => {
    const dir = outDir();
    writeFileSync(join(dir, "a-file"), "");
    expect(() => writeFilesHere().write(join(dir, "a-file", "below", "index.html"), "")).toThrow(
      /^Could not write .*a-file\/below\/index\.html: ENOTDIR: not a directory/,
    );
  });
});
