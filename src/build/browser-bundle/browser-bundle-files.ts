import { join } from "node:path";

/** The islands' entry module, relative to the project root (src/browser/islands/boot.ts). */
export const ISLANDS_ENTRY = "src/browser/islands/boot.ts";

/** Where the browser bundle is written: beside the content build, until the publish stage copies it into the site. */
export function browserBundleDir(siteCacheDir: string): string {
  return join(siteCacheDir, "browser-bundle");
}

/** The bundle's Vite manifest, which names the hashed entry file. */
export function browserBundleManifest(siteCacheDir: string): string {
  return join(browserBundleDir(siteCacheDir), ".vite", "manifest.json");
}
