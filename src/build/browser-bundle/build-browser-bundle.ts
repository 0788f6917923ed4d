import { build } from "vite";
import { browserBundleDir, ISLANDS_ENTRY } from "./browser-bundle-files.ts";
import { CSS_OPTIONS } from "./css-modules.ts";

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
      rollupOptions: { input: { islands: ISLANDS_ENTRY } },
    },
  });
}
