import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadDocRoute } from "#app/data/doc-route.server.ts";
import type { DocRouteData } from "#app/data/page-data.ts";
import type { RootData } from "#app/data/root-data.server.ts";
import { findPlaceholderLeftovers, type PlaceholderLeftover } from "#build/content/placeholder-syntax.ts";
import { searchCopyOf } from "#build/publish/search-copy.ts";
import type { SiteSource } from "#build/site-cache/site-source.ts";
import { documentFile } from "./document-file.ts";
import type { FileWriter } from "./file-writer.ts";

/** `renderDocument` of the app's server bundle (app/render-document.tsx), which build code cannot type-check. */
export type RenderDocument = (data: { root: RootData; route: DocRouteData }) => {
  html: string;
  status: number;
  contentSecurityPolicy: string;
};

/** What writing one page leaves for the rest of the build. */
export interface WrittenDocument {
  path: string;
  /** The file written, relative to the site's folder. */
  file: string;
  /** The page's Content-Security-Policy header, for `_headers`. */
  policy: string;
  /** Placeholder-shaped text in the page, checked once every page is written (published-placeholders.ts). */
  leftovers: PlaceholderLeftover[];
}

/** Everything one thread needs to write pages: the same for every page of the build. */
export interface DocumentWriter {
  renderDocument: RenderDocument;
  site: SiteSource;
  root: RootData;
  clientDir: string;
  /** Where each page's search copy goes, under the same relative file (src/build/publish/search-copy.ts). */
  searchPagesDir: string;
  /** Writes the pages and their search copies (file-writer.ts). */
  files: FileWriter;
}

/** Loads `renderDocument` from the built server bundle (src/build/document-bundle). */
export async function loadRenderDocument(bundleFile: string): Promise<RenderDocument> {
  const bundle = (await import(pathToFileURL(bundleFile).href).catch((error: unknown) => {
    throw packageNotFound(error) ? unreachablePackages(bundleFile, error) : error;
  })) as { renderDocument?: RenderDocument };
  if (typeof bundle.renderDocument !== "function") {
    throw new Error(`${bundleFile}: no renderDocument export; rebuild the server bundle with \`npm run build\`.`);
  }
  return bundle.renderDocument;
}

function packageNotFound(error: unknown): error is Error {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === "ERR_MODULE_NOT_FOUND";
}

/**
 * The bundle imports React and the other packages from node_modules, which Node looks for in the folders above the
 * bundle: a SITE_CACHE_DIR outside the project has none.
 */
function unreachablePackages(bundleFile: string, error: Error): Error {
  return new Error(
    `${bundleFile}: ${error.message}. The server bundle is written in SITE_CACHE_DIR and imports its packages from ` +
      "node_modules, so that folder must be inside the project (such as .cache/<name>); CONTENT_DIR may be anywhere.",
    { cause: error },
  );
}

/**
 * Renders the page of one path and writes it, once and whole, where a static host serves it, and its search copy,
 * if it has anything to index, where the search index is built from (both with `writer.files`).
 */
export function writeDocument(writer: DocumentWriter, path: string): WrittenDocument {
  const rendered = writer.renderDocument({ root: writer.root, route: loadDocRoute(writer.site, path) });
  const file = documentFile(path);
  writer.files.write(join(writer.clientDir, file), rendered.html);
  const searchCopy = searchCopyOf(rendered.html, file);
  if (searchCopy !== undefined) writer.files.write(join(writer.searchPagesDir, file), searchCopy);
  return { path, file, policy: rendered.contentSecurityPolicy, leftovers: findPlaceholderLeftovers(rendered.html) };
}
