import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";
import { browserBundleDir } from "./browser-bundle-files.ts";

/** Copies the built bundle's files (scripts, their stylesheets) into the site's `assets/` folder. */
export function copyBrowserBundle(siteCacheDir: string, clientDir: string): void {
  const assets = join(browserBundleDir(siteCacheDir), "assets");
  if (!existsSync(assets)) {
    throw new Error(`${assets}: the browser bundle has not been built. Run \`npm run build\`.`);
  }
  cpSync(assets, join(clientDir, "assets"), { recursive: true });
}
