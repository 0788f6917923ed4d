import { join } from "node:path";

/** The entry of the app's server bundle, relative to the project root: it exports `renderDocument`. */
export const DOCUMENT_ENTRY = "app/render-document.tsx";

/** Where the server bundle is written: in the site cache, beside the content build and the browser bundle. */
export function documentBundleDir(siteCacheDir: string): string {
  return join(siteCacheDir, "document-bundle");
}

/** The bundle's Vite manifest, which names the entry's file and the stylesheets it imports. */
export function documentBundleManifest(siteCacheDir: string): string {
  return join(documentBundleDir(siteCacheDir), ".vite", "manifest.json");
}
