import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { SEMI_SPACE_FLAG } from "#build/config/heap-settings.ts";

/**
 * Starts `npm run <script>` with a module preloaded into every Node process (NODE_OPTIONS), which, in the first process
 * that runs one of the project's own files, reports the flags that process was started with and ends it before it
 * does anything. npm's own process (its main file is outside the project) goes on as usual.
 */
function flagsOfScriptProcess(script: string): string[] {
  const folder = mkdtempSync(join(tmpdir(), "heap-settings-"));
  const probe = join(folder, "report-flags.mjs");
  writeFileSync(
    probe,
    `import { resolve, sep } from "node:path";
const main = resolve(process.argv[1] ?? "");
if (main.startsWith(process.cwd() + sep) && !main.includes(sep + "node_modules" + sep)) {
  process.stdout.write("FLAGS " + JSON.stringify(process.execArgv) + "\\n");
  process.exit(0);
}
`,
  );
  const result = spawnSync("npm", ["run", "--silent", script], {
    encoding: "utf8",
    timeout: 60_000,
    // Should the probe not stop it, the build writes into a scratch folder, not the project's build.
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(probe).href}`,
      BUILD_DIR: join(folder, "build"),
      SITE_CACHE_DIR: join(folder, "site"),
    },
  });
  const line = result.stdout.split("\n").find((text) => text.startsWith("FLAGS "));
  if (!line)
    throw new Error(`npm run ${script} started no process of the project's:\n${result.stdout}${result.stderr}`);
  return JSON.parse(line.slice("FLAGS ".length)) as string[];
}

describe("heap settings", () => {
  // Its child processes get the flag from scriptCommand (test/tooling/build-tool.test.ts runs it compiled).
  it("the build's own process runs with the semi-space its child processes get", () => {
    expect(flagsOfScriptProcess("build")).toContain(SEMI_SPACE_FLAG);
  });
});
