// @ts-check
/**
 * Runs one of the build's TypeScript scripts with plain Node: `node scripts/run.mjs scripts/build.ts`.
 *
 * Rolldown first compiles the build's own TypeScript (every script in scripts/ and the render worker, with the modules
 * they import from src/) into ES modules in a folder of .cache/build-tool; the npm packages stay where they are and
 * Node loads them as they are. Under tsx every module the build loads, about 700 with the packages', passes through tsx's loader
 * thread: on 170 pages that thread used 1.9 s of CPU, and importing the build's modules took 1.3 s instead of 0.35 s.
 * The compile takes about 0.25 s, and is done once while the code stays the same (`hashInputs` below); `npm install`
 * does it first, as the `prepare` script. It is the one way the project runs its own TypeScript (the bench and
 * `npm start` included); only Vitest loads the sources.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Where the compiled scripts go (`BUILD_TOOL_DIR`, for tests); src/build/config/build-tool.ts runs stages from here. */
const TOOLS_DIR = process.env.BUILD_TOOL_DIR || ".cache/build-tool";

/**
 * Entry points besides the scripts: modules a worker thread starts from (the build's pool, its file writer, the dev
 * server's start).
 */
const WORKER_ENTRIES = [
  "src/build/pipeline/render-worker.ts",
  "src/build/pipeline/document-worker.ts",
  "src/build/pipeline/file-writer-worker.ts",
  "src/build/dev-server/dev-thread-worker.ts",
];

/** `--compile-only`: compile and stop (`npm install` runs it as the `prepare` script, so the first run starts at once). */
const compileOnly = process.argv[2] === "--compile-only";
const [given, ...args] = process.argv.slice(compileOnly ? 3 : 2);
if (!given || !given.endsWith(".ts")) {
  console.error("Usage: node scripts/run.mjs [--compile-only] <script.ts> [arguments]  (for example scripts/build.ts)");
  process.exit(2);
}
const script = relative(process.cwd(), resolve(given)).split("\\").join("/");
const scripts = readdirSync("scripts")
  .filter((name) => name.endsWith(".ts"))
  .map((name) => join("scripts", name));
const entries = [...new Set([...scripts, ...WORKER_ENTRIES, script])];
const input = Object.fromEntries(entries.map((file) => [basename(file, ".ts"), file]));
if (Object.keys(input).length !== entries.length) {
  console.error(`scripts/run.mjs: two entry points share a file name (${entries.join(", ")}); rename one.`);
  process.exit(2);
}

/**
 * Packages compiled in with the build's code: the Markdown pipeline's (unified, micromark, mdast, hast and their
 * helpers), about 150 small modules, and graphql-js and Shiki's core (about 120 more; Shiki's grammars and themes stay
 * apart, loaded only when a page needs them). Node loads each separate module on its own (resolve, read, compile,
 * link), in every thread that imports it: with these two compiled in, reading the content and readying the renderer
 * took 0.90-0.94 s against 1.06 s (6 interleaved runs), and the compile 0.05 s longer. yaml and zod, tried too, added
 * 0.1 s to the compile for no further gain. The other packages stay external: Node loads them from node_modules.
 */
const COMPILED_PACKAGES =
  /^(unified|bail|devlop|trough|extend|is-plain-obj|vfile(-.+)?|unist-.+|mdast-.+|hast(script|-.+)?|micromark(-.+)?|remark-.+|rehype-.+|property-information|space-separated-tokens|comma-separated-tokens|character-.+|decode-named-character-reference|ccount|escape-string-regexp|markdown-table|longest-streak|zwitch|html-void-elements|stringify-entities|web-namespaces|github-slugger|gemoji|trim-lines|parse-entities|is-(alphabetical|alphanumerical|decimal|hexadecimal|absolute-url)|graphql|shiki|@shikijs\/(core|engine-oniguruma|vscode-textmate|primitive|transformers))$/;

/**
 * The package a bare import names (`@scope/name` or `name`), or undefined for the project's own files.
 * @param {string} id
 * @returns {string | undefined}
 */
function packageName(id) {
  if (id.startsWith(".") || id.startsWith("/") || id.startsWith("#") || id.startsWith("\0")) return undefined;
  const parts = id.split("/");
  return id.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * A Rolldown plugin that edits one file of a package in the compiled copy (the installed file stays as it is). When
 * `expected` finds the file no longer written as the edit assumes, the compile fails, naming the file and the plugin to
 * update or remove: an edit never applies silently to code it was not written for.
 * @param {{ name: string, packageName: string, path: string, change: string, expected: (code: string) => boolean,
 *   edit: (code: string) => string }} patch
 * @returns {import("rolldown").Plugin}
 */
function packagePatch({ name, packageName, path, change, expected, edit }) {
  const parts = [...packageName.split("/"), ...path.split("/")].map((part) =>
    part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  return {
    name,
    transform: {
      filter: { id: new RegExp(`${parts.join("[\\\\/]")}$`) },
      handler(code) {
        if (!expected(code)) {
          throw new Error(
            `scripts/run.mjs: ${packageName} no longer ${change} as expected; ` +
              `check its ${path} and update or remove the \`${name}\` plugin.`,
          );
        }
        return edit(code);
      },
    },
  };
}

/**
 * unist-util-visit-parents gives the closure it makes for every node it visits a coloured name for stack traces
 * (`Object.defineProperty(visit, "name", ...)`). Every tree walk of the pipeline, ours and its plugins', pays for it on
 * every node: without it a page renders 10-25% faster (measured on the 170-page bench corpus). The compiled copy
 * leaves the name out; nothing else changes.
 */
const VISIT_CLOSURE_NAMING = /\n {4}if \(typeof value\.type === 'string'\) \{\n[\s\S]*?\n {4}\}\n/;
const unnamedVisitClosures = packagePatch({
  name: "unnamed-visit-closures",
  packageName: "unist-util-visit-parents",
  path: "lib/index.js",
  change: "names its visit closures",
  expected: (code) => VISIT_CLOSURE_NAMING.test(code),
  edit: (code) => code.replace(VISIT_CLOSURE_NAMING, "\n"),
});

/**
 * mdast-util-from-markdown calls its handler for each micromark event with a fresh copy of its compile context
 * (`{...context, sliceSerialize}`): a page of the bench corpus has thousands of events, and the copies were a quarter
 * of parsing's CPU (the 170-page corpus parsed in 1.9-2.2 s against 2.7-3.0 s; Markdown is most of a page's render).
 * No handler of ours or of the extensions we load sets a property of the context itself (their state is in
 * `this.data`, shared by every copy), so the compiled copy gives each handler one context whose `sliceSerialize` is
 * set before each call. The trees are the same (checked on the bench corpus, the site and the test fixtures).
 */
const CONTEXT_COPY = /\{\n\s*\.\.\.context,\n\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\n\s*\}/g;
const COMPILE_START = "\n    events = prepared;\n";
const sharedCompileContext = packagePatch({
  name: "shared-compile-context",
  packageName: "mdast-util-from-markdown",
  path: "lib/index.js",
  change: "copies its compile context",
  expected: (code) => (code.match(CONTEXT_COPY) ?? []).length === 3 && code.includes(COMPILE_START),
  edit: (code) =>
    code
      .replace(COMPILE_START, `${COMPILE_START}    const handlerContext = { ...context, sliceSerialize: undefined };\n`)
      .replace(CONTEXT_COPY, "(handlerContext.sliceSerialize = events[index][2].sliceSerialize, handlerContext)"),
});

/**
 * Shiki's Oniguruma engine carries its WebAssembly inline, gzipped and in base64, and unpacks it in the browser's way:
 * `atob`, then a copy of every character into bytes through a callback, then a `DecompressionStream` read through a
 * `Response`. Every thread that highlights pays for it before its first code block: 50-90 ms against 6-9 ms with
 * Node's own base64 decoder and `gunzipSync`, which the compiled copy uses. The bytes are the same. Readying a render
 * context with four grammars took 57-107 ms against 100-165 ms (6 interleaved runs).
 */
const WASM_DECODE = /Uint8Array\.from\(atob\(("[A-Za-z0-9+/=]+")\), c => c\.charCodeAt\(0\)\)/;
const WASM_INFLATE =
  /new Response\(\s*new Blob\(\[binary\]\)\.stream\(\)\.pipeThrough\(new DecompressionStream\("gzip"\)\)\s*\)\.bytes\(\)/;
const nativeWasmUnpacking = packagePatch({
  name: "native-wasm-unpacking",
  packageName: "@shikijs/engine-oniguruma",
  path: "dist/wasm-inlined.mjs",
  change: "unpacks its inline WebAssembly",
  expected: (code) => WASM_DECODE.test(code) && WASM_INFLATE.test(code),
  edit: (code) =>
    `import { gunzipSync } from "node:zlib";\n${code
      .replace(WASM_DECODE, 'Buffer.from($1, "base64")')
      .replace(WASM_INFLATE, "Promise.resolve(gunzipSync(binary))")}`,
});

/**
 * What the compile reads, hashed: this file, Node's version, the entry points, the project's root files (package.json
 * and its lock, the TypeScript settings, site.config.ts), the installed packages' list, and every file of scripts/,
 * src/, app/ and the script's own top folder. The compiled code goes to a folder named by the hash and is used again
 * while none of them changes: about 0.25 s saved on every run of every script after the first.
 */
function hashInputs() {
  const hash = createHash("sha256")
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(process.version);
  hash.update(JSON.stringify(entries));
  // A script outside the project (a test's, in a temporary folder) brings only itself.
  const outside = script.startsWith("../") || script.startsWith("/");
  const folders = [...new Set(["scripts", "src", "app", outside ? "scripts" : (script.split("/")[0] ?? "scripts")])];
  const files = [
    ...readdirSync(".", { withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [entry.name] : [])),
    "node_modules/.package-lock.json",
    ...(outside ? [script] : []),
    ...folders.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => join(folder, file)),
    ),
  ];
  for (const file of files.sort()) {
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    hash.update(`\0${file}\0`).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Compiled folders not used for this long are removed (each use touches its folder; a dev server may run for hours). */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

const TOOL_DIR = join(TOOLS_DIR, hashInputs());
if (!existsSync(TOOL_DIR)) {
  // Compiled beside it and renamed into place, so that two scripts started at once (`npm test` runs the type check
  // beside the build) never read a half-written folder: the second rename finds the folder there and is dropped.
  const building = `${TOOL_DIR}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const { build } = await import("rolldown");
  await build({
    input,
    platform: "node",
    logLevel: "warn",
    plugins: [unnamedVisitClosures, sharedCompileContext, nativeWasmUnpacking],
    external: (id) => {
      const name = packageName(id);
      return name !== undefined && !COMPILED_PACKAGES.test(name);
    },
    output: { dir: building, format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
  });
  try {
    renameSync(building, TOOL_DIR);
  } catch (error) {
    if (!existsSync(TOOL_DIR)) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  for (const entry of readdirSync(TOOLS_DIR)) {
    const folder = join(TOOLS_DIR, entry);
    if (folder !== TOOL_DIR && Date.now() - statSync(folder).mtimeMs > UNUSED_FOR_MS) {
      rmSync(folder, { recursive: true, force: true });
    }
  }
} else {
  const now = new Date();
  utimesSync(TOOL_DIR, now, now);
}
if (compileOnly) process.exit(0);

const compiled = resolve(TOOL_DIR, `${basename(script, ".ts")}.js`);
process.argv = [process.argv[0] ?? process.execPath, compiled, ...args];
await import(pathToFileURL(compiled).href);
