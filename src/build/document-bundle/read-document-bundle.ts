import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DOCUMENT_ENTRY, documentBundleDir, documentBundleManifest } from "./document-bundle-files.ts";

/** The built server bundle as the pages stage uses it. */
export interface DocumentBundle {
  /** The bundle's entry module, an absolute path: it exports `renderDocument`. */
  entryFile: string;
  /** The stylesheets every page links, relative to the bundle's folder and to the site's (`assets/….css`). */
  stylesheets: string[];
}

type Manifest = Record<string, { file?: string; css?: string[] } | undefined>;

/** Reads the bundle's manifest; fails with the command that writes it when the bundle has not been built. */
export function readDocumentBundle(siteCacheDir: string): DocumentBundle {
  const manifestFile = documentBundleManifest(siteCacheDir);
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile}: the app's server bundle has not been built. Run \`npm run build\`.`);
  }
  const entry = (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest)[DOCUMENT_ENTRY];
  if (!entry?.file) throw new Error(`${manifestFile}: no entry for ${DOCUMENT_ENTRY}; rebuild with \`npm run build\`.`);
  return { entryFile: resolve(join(documentBundleDir(siteCacheDir), entry.file)), stylesheets: entry.css ?? [] };
}
