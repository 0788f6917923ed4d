import { existsSync, readFileSync } from "node:fs";
import { browserBundleManifest, ISLANDS_ENTRY } from "./browser-bundle-files.ts";

/** The built browser bundle as pages reference it. */
export interface BrowserBundle {
  /** The islands' module script, e.g. `/assets/islands-3fa1c2.js`. */
  script: string;
  /** The chunks it imports statically, preloaded beside it so they do not load one after the other. */
  preloads: string[];
}

type Manifest = Record<string, { file?: string; imports?: string[] } | undefined>;

/** Reads the bundle's manifest; fails with the command that writes it when the bundle has not been built. */
export function readBrowserBundle(siteCacheDir: string): BrowserBundle {
  const manifestFile = browserBundleManifest(siteCacheDir);
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile}: the browser bundle has not been built. Run \`npm run build\` (or \`node scripts/run.mjs scripts/build-browser-bundle.ts\`).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const file = manifest[ISLANDS_ENTRY]?.file;
  if (!file) throw new Error(`${manifestFile}: no entry for ${ISLANDS_ENTRY}; rebuild with \`npm run build\`.`);
  return { script: `/${file}`, preloads: staticImports(manifest, ISLANDS_ENTRY).map((chunk) => `/${chunk}`) };
}

/** The files a manifest entry imports statically, directly or through another chunk. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  for (const imported of manifest[key]?.imports ?? []) {
    const file = manifest[imported]?.file;
    if (!file || seen.has(file)) continue;
    seen.add(file);
    staticImports(manifest, imported, seen);
  }
  return [...seen];
}
