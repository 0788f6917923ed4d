import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SEMI_SPACE_FLAG } from "./heap-settings.ts";

/**
 * Where the build's own code runs from. `npm run build` runs it compiled into .cache/build-tool (scripts/run.mjs);
 * tests and `npm run bench` run the TypeScript sources. Paths that would be relative to a source file are resolved
 * here, so that they hold in both.
 */
const thisFile = fileURLToPath(import.meta.url);

/** True when this module runs from the compiled build tool rather than from its TypeScript source. */
export const runsCompiled = !thisFile.endsWith(".ts");

/** The project's root folder: the nearest folder above this module that holds a package.json. */
export const projectRoot = findProjectRoot(dirname(thisFile));

/**
 * The command that runs one of the build's scripts (`scripts/<name>.ts`) in a child process: its compiled file when
 * this build runs compiled, else the source through tsx.
 */
export function scriptCommand(script: string): string[] {
  if (!runsCompiled) return [process.execPath, SEMI_SPACE_FLAG, "--import", "tsx", script];
  return [process.execPath, SEMI_SPACE_FLAG, join(compiledDir(), `${basename(script, ".ts")}.js`)];
}

/**
 * The URL of the entry module of a worker thread or a child process (`src/build/pipeline/<name>.ts`), and whether it
 * needs tsx to load.
 */
export function workerEntry(sourceUrl: URL): { url: string; needsTsx: boolean } {
  if (!runsCompiled) return { url: sourceUrl.href, needsTsx: true };
  const name = basename(fileURLToPath(sourceUrl), ".ts");
  return { url: new URL(`${name}.js`, `file://${compiledDir()}/`).href, needsTsx: false };
}

/**
 * The source of a `new Worker(source, { eval: true })` that starts from `entry`. Node 20 cannot load TypeScript in a
 * worker by itself: run from the sources, the worker registers tsx first.
 */
export function workerSource(entry: { url: string; needsTsx: boolean }): string {
  const load = `import(${JSON.stringify(entry.url)})`;
  if (!entry.needsTsx) return load;
  return `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ register }) => { register(); return ${load}; });`;
}

/** Compiled, this module sits in a chunk one folder below the scripts (scripts/run.mjs names the folders). */
function compiledDir(): string {
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
