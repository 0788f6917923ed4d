import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { SEMI_SPACE_FLAG } from "#build/config/heap-settings.ts";
import { projectRoot, runsCompiled, scriptCommand, workerFile } from "#build/config/build-tool.ts";
import { usableThreads } from "#build/pipeline/worker-pool.ts";
import { digestMarkdownTree } from "../fixtures/build-tool/digest-markdown-tree.ts";
import { highlightBlocks } from "../fixtures/build-tool/highlight-blocks.ts";

// Inside the project: the compiled code finds the project root and node_modules from where it lies.
mkdirSync(join(projectRoot, ".cache"), { recursive: true });
const toolDir = mkdtempSync(join(projectRoot, ".cache", "build-tool-test-"));
afterAll(() => rmSync(toolDir, { recursive: true, force: true }));

/** The folder under BUILD_TOOL_DIR into which scripts/run.mjs compiled `script` (a folder named by its inputs' hash). */
function compiledFolderOf(script: string): string {
  const folder = readdirSync(toolDir).find((name) => existsSync(join(toolDir, name, `${script}.js`)));
  if (!folder) throw new Error(`no compiled folder holds ${script}.js`);
  return join(toolDir, folder);
}

/** The compiled chunk of `script`'s folder whose code holds `marker`. */
function compiledChunkWith(script: string, marker: string): string | undefined {
  const chunksDir = join(compiledFolderOf(script), "chunks");
  return readdirSync(chunksDir)
    .map((file) => readFileSync(join(chunksDir, file), "utf8"))
    .find((code) => code.includes(marker));
}

/** Compiles and runs a script through scripts/run.mjs into a folder of its own. */
function runCompiled(script: string, args: string[] = []) {
  return spawnSync(process.execPath, ["scripts/run.mjs", script, ...args], {
    encoding: "utf8",
    env: { ...process.env, BUILD_TOOL_DIR: toolDir },
  });
}

describe("the build tool run from its TypeScript sources", () => {
  it("finds the project root, keeps the work in this thread and says to compile what needs a process or thread", () => {
    expect(runsCompiled).toBe(false);
    expect(existsSync(join(projectRoot, "package.json"))).toBe(true);
    expect(existsSync(join(projectRoot, "scripts", "run.mjs"))).toBe(true);
    expect(usableThreads(4)).toBe(1);
    expect(() => scriptCommand("scripts/build-content.ts")).toThrow(
      "Cannot run scripts/build-content.ts in a process of its own from the TypeScript sources: run the build through `node scripts/run.mjs <script.ts>`",
    );
    const source = new URL("../../src/build/pipeline/render-worker.ts", import.meta.url);
    expect(() => workerFile(source)).toThrow("Cannot start a thread from render-worker.ts from the TypeScript sources");
  });
});

describe("scripts/run.mjs", () => {
  it("runs a script compiled, with its arguments, stage scripts and worker entries beside it", () => {
    const result = runCompiled("test/fixtures/build-tool/report-build-tool.ts", ["--flag", "value"]);
    expect(result.stderr).toBe("");
    const report = JSON.parse(result.stdout) as {
      runsCompiled: boolean;
      projectRoot: string;
      argv: string[];
      stage: string[];
      worker: string;
    };
    expect(report.runsCompiled).toBe(true);
    expect(report.projectRoot).toBe(projectRoot);
    expect(report.argv).toEqual(["--flag", "value"]);
    const scriptDir = compiledFolderOf("report-build-tool");
    expect(report.stage.slice(1)).toEqual([SEMI_SPACE_FLAG, join(scriptDir, "build-content.js")]);
    expect(existsSync(report.stage[2] ?? "")).toBe(true);
    expect(fileURLToPath(report.worker)).toBe(join(scriptDir, "render-worker.js"));
    expect(existsSync(fileURLToPath(report.worker))).toBe(true);
  });

  it("compiles the Markdown pipeline's packages in, without the per-node naming of visit closures", () => {
    const naming = "Object.defineProperty(visit, 'name'";
    const library = readFileSync(join(projectRoot, "node_modules/unist-util-visit-parents/lib/index.js"), "utf8");
    expect(library).toContain(naming);
    expect(runCompiled("test/fixtures/build-tool/report-build-tool.ts").status).toBe(0);
    const compiledVisit = compiledChunkWith("report-build-tool", "function visitParents(");
    expect(compiledVisit).toBeDefined();
    expect(compiledVisit).not.toContain(naming);
    expect(compiledVisit).not.toMatch(/^import [^\n]*["']unist-util-visit-parents["']/m);
  });

  it("compiles mdast-util-from-markdown with one context for all its handlers, into the same syntax trees", () => {
    // Every tenth page of the site: tables, lists, directives, tabs, callouts and code blocks of every kind.
    const files = readdirSync(join(projectRoot, "content"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".md"))
      .sort()
      .filter((_, index) => index % 10 === 0)
      .map((file) => join(projectRoot, "content", file));
    const result = runCompiled("test/fixtures/build-tool/parse-markdown.ts", files);
    expect(result.stderr).toBe("");
    // Parsed here from the packages' own files (Vitest does not compile them) and there by the compiled copy.
    const expected = files.map((file) => digestMarkdownTree(readFileSync(file, "utf8")));
    expect(files.length).toBeGreaterThan(10);
    expect(JSON.parse(result.stdout)).toEqual(expected);
    const compiledParser = compiledChunkWith("parse-markdown", "function compile(events)");
    expect(compiledParser).toContain("handlerContext.sliceSerialize = events[index][2].sliceSerialize");
    expect(compiledParser).not.toMatch(/\.\.\.context,\s*sliceSerialize: events/);
  });

  it("compiles Shiki's WebAssembly to be unpacked by Node's own decoders, into the same highlighted code", async () => {
    const blocks = [
      "ts",
      "const trip: Trip = await client.query({ query: TRIP, variables: { id } });",
      "graphql",
      "query Trip($id: ID!) {\n  trip(id: $id) { name stops { place { name } } }\n}",
      "bash",
      "curl -s https://example.com/graphql -H 'Content-Type: application/json'",
    ];
    const result = runCompiled("test/fixtures/build-tool/highlight-code.ts", blocks);
    expect(result.stderr).toBe("");
    // Highlighted here with the package's own unpacking (Vitest does not compile it) and there by the compiled copy.
    const expected = await highlightBlocks(blocks);
    expect(expected.every((tree) => tree.includes('"sk-'))).toBe(true);
    expect(JSON.parse(result.stdout)).toEqual(expected);
    const compiledWasm = compiledChunkWith("highlight-code", "wasmBinaryPromise");
    expect(compiledWasm).toContain("Promise.resolve(gunzipSync(binary))");
    expect(compiledWasm).not.toContain("DecompressionStream");
  });

  it("compiles once while its inputs stay the same, and afresh when one changes", () => {
    const script = "test/fixtures/build-tool/report-build-tool.ts";
    // `--compile-only` (npm install's prepare script) compiles and runs nothing.
    const prepared = spawnSync(process.execPath, ["scripts/run.mjs", "--compile-only", script], {
      encoding: "utf8",
      env: { ...process.env, BUILD_TOOL_DIR: toolDir },
    });
    expect(prepared.status).toBe(0);
    expect(prepared.stdout).toBe("");
    const folder = compiledFolderOf("report-build-tool");
    const compiledAt = statSync(join(folder, "report-build-tool.js")).mtimeMs;
    expect(runCompiled(script).status).toBe(0);
    expect(statSync(join(folder, "report-build-tool.js")).mtimeMs).toBe(compiledAt);

    // Any file of the script's folders is an input: a new one means a new compile, in a folder of its own.
    const scratch = join(projectRoot, "test/fixtures/build-tool", `.scratch-${process.pid}.txt`);
    writeFileSync(scratch, "changed");
    try {
      expect(runCompiled(script).status).toBe(0);
    } finally {
      rmSync(scratch);
    }
    const folders = readdirSync(toolDir).filter((name) => existsSync(join(toolDir, name, "report-build-tool.js")));
    expect(folders).toHaveLength(2);
    expect(folders.some((name) => join(toolDir, name) === folder)).toBe(true);
  });

  it("says how to use it when the script is missing or not TypeScript", () => {
    for (const args of [[], ["scripts/run.mjs"]]) {
      const result = spawnSync(process.execPath, ["scripts/run.mjs", ...args], { encoding: "utf8" });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain("Usage: node scripts/run.mjs [--compile-only] <script.ts>");
    }
  });
});
