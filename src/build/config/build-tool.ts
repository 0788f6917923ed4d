import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SEMI_SPACE_FLAG } from "./heap-settings.ts";

/**
 * Where the build's own code runs from. The build's TypeScript runs one way: compiled by Rolldown into
 * .cache/build-tool (scripts/run.mjs), for `npm run build`, `npm start`, `npm run bench` and every other script. Only
 * Vitest loads the sources, and then the build's work stays in the test's thread: its threads and child processes start
 * from the compiled files. Paths that would be relative to a source file are resolved here, so that they hold in both.
 */
const thisFile = fileURLToPath(import.meta.url);

/** True when this module runs from the compiled build tool rather than from its TypeScript source. */
export const runsCompiled = !thisFile.endsWith(".ts");

/** The project's root folder: the nearest folder above this module that holds a package.json. */
export const projectRoot = findProjectRoot(dirname(thisFile));

/** The command that runs one of the build's scripts (`scripts/<name>.ts`) in a child process: its compiled file. */
export function scriptCommand(script: string): string[] {
  return [
    process.execPath,
    SEMI_SPACE_FLAG,
    join(compiledDir(`run ${script} in a process of its own`), `${basename(script, ".ts")}.js`),
  ];
}

/** The compiled module a worker thread starts from, for its source `src/build/pipeline/<name>.ts` (scripts/run.mjs). */
export function workerFile(sourceUrl: URL): URL {
  const name = basename(fileURLToPath(sourceUrl), ".ts");
  return pathToFileURL(join(compiledDir(`start a thread from ${name}.ts`), `${name}.js`));
}

/** Compiled, this module sits in a chunk one folder below the scripts (scripts/run.mjs names the folders). */
function compiledDir(purpose: string): string {
  if (!runsCompiled) {
    throw new Error(
      `Cannot ${purpose} from the TypeScript sources: run the build through \`node scripts/run.mjs <script.ts>\`, which compiles it.`,
    );
  }
  const here = dirname(thisFile);
  return basename(here) === "chunks" ? dirname(here) : here;
}

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir)
      throw new Error(`No package.json above ${start}: the build's code must run inside the project.`);
  }
}
