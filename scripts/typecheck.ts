/**
 * Type-checks each part of the codebase with the types of where it runs (see the README's map of folders):
 * src/shared with neither Node's nor the DOM's, src/features and src/browser with the DOM's only, src/build with
 * Node's only, app and the tooling (tests, benchmark, scripts, configs) with both. Two projects are checked at a time, each in its
 * own tsc process (on two cores about 40% less time than one after the other); their output is printed whole, in turn.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

// The largest first, so the smaller ones fill the other core.
const PROJECTS = [".", "app", "src/build", "src/features", "src/browser", "src/shared"];
const AT_ONCE = 2;

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "--noEmit", "-p", project], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0)
        console.error(
          `Type errors in ${project === "." ? "the tooling (tsconfig.json)" : project} (${project}/tsconfig.json).`,
        );
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift())
      results.push(await check(project));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
