import { build } from "vite";
import { CSS_OPTIONS } from "#build/browser-bundle/css-modules.ts";
import { DOCUMENT_ENTRY, documentBundleDir } from "./document-bundle-files.ts";

/**
 * Builds the app's server bundle (Vite's SSR build of app/render-document.tsx), which the render pool loads to write
 * every page, and the site's stylesheets, which every page links. The packages (React) stay external: Node loads them
 * from node_modules.
 */
export async function buildDocumentBundle(rootDir: string, siteCacheDir: string): Promise<void> {
  await build({
    configFile: false,
    root: rootDir,
    logLevel: "warn",
    // public/ is copied into the site by the publish stage, not into the bundle.
    publicDir: false,
    css: CSS_OPTIONS,
    build: {
      ssr: DOCUMENT_ENTRY,
      // The stylesheets are published: without this an SSR build keeps only the class names.
      ssrEmitAssets: true,
      outDir: documentBundleDir(siteCacheDir),
      emptyOutDir: true,
      manifest: true,
      assetsDir: "assets",
      cssMinify: true,
      minify: false,
      reportCompressedSize: false,
      rollupOptions: { output: { entryFileNames: "render-document.js" } },
    },
  });
}
