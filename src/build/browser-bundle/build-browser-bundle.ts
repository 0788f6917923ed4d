import { build } from "vite";
import { browserBundleDir, ISLANDS_ENTRY } from "./browser-bundle-files.ts";
import { CSS_OPTIONS } from "./css-modules.ts";

/**
 * Every module the islands' entry imports statically goes into one chunk (decision 8, fourth addendum). Left to
 * itself, Rolldown splits each module that both the entry and a lazy chunk import (Vite's preload helper, the search
 * keys, the widget markup names, the clipboard) into a chunk of its own, although the entry has always loaded it by
 * the time a lazy chunk runs: four more requests on every page and about 700 bytes (gzip) more first-load JavaScript,
 * the files' own overhead and their names in the entry's list of lazy dependencies. The lazy chunks import these
 * modules from the one chunk instead. Rolldown keeps the entry itself as a one-line file that imports that chunk, which
 * pages preload beside it (src/build/browser-bundle/read-browser-bundle.ts).
 */
const FIRST_LOAD_CHUNK = { name: "islands", tags: ["$initial" as const] };

/**
 * Builds the only JavaScript pages load: the islands (src/browser/islands/boot.ts) and the chunks they import on demand
 * (search dialog, forms, GraphQL editor, maps). Pages are never hydrated (docs/decisions/0008).
 */
export async function buildBrowserBundle(rootDir: string, siteCacheDir: string): Promise<void> {
  await build({
    configFile: false,
    root: rootDir,
    logLevel: "warn",
    css: CSS_OPTIONS,
    build: {
      outDir: browserBundleDir(siteCacheDir),
      emptyOutDir: true,
      manifest: true,
      assetsDir: "assets",
      rolldownOptions: {
        input: { islands: ISLANDS_ENTRY },
        output: { codeSplitting: { groups: [FIRST_LOAD_CHUNK] } },
      },
    },
  });
}
