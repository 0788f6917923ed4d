/**
 * Type-checks each part of the codebase with the types of where it runs (see the README's map of folders):
 * src/shared with neither Node's nor the DOM's, src/browser with the DOM's only, src/build with Node's only,
 * app and the tooling (tests, benchmark, scripts, configs) with both.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

const PROJECTS = ["src/shared", "src/browser", "src/build", "app", "."];

let failed = false;
for (const project of PROJECTS) {
  const result = spawnSync(process.execPath, [tsc, "--noEmit", "-p", project], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(
      `Type errors in ${project === "." ? "the tooling (tsconfig.json)" : project} (${project}/tsconfig.json).`,
    );
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
