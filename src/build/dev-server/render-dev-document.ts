import type { EnvironmentModuleNode, ViteDevServer } from "vite";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import { DOCUMENT_ENTRY } from "#build/document-bundle/document-bundle-files.ts";
import type { SiteSource } from "#build/site-cache/site-source.ts";
import { loadDocRoute } from "#app/data/doc-route.server.ts";
import { buildRootData } from "#app/data/root-data.server.ts";
import type { DocumentData } from "#app/data/document-data.ts";

/**
 * What app/render-document.tsx exports, written here because the build's code is type-checked without the app's
 * components (their CSS Modules and DOM types are the app's and the browser's).
 */
interface DocumentModule {
  renderDocument(data: DocumentData): RenderedDocument;
}

/** One rendered document (app/render-document.tsx's `RenderedDocument`). */
export interface RenderedDocument {
  html: string;
  status: number;
  contentSecurityPolicy: string;
}

/** The islands' entry under the dev server: boot.ts from source, plus the reload on save (src/browser/dev). */
export const DEV_ISLANDS_ENTRY = "/src/browser/dev/dev-entry.ts";

const DOCUMENT_URL = `/${DOCUMENT_ENTRY}`;

/**
 * Renders one document of the dev server with the app's own render function (app/render-document.tsx), loaded
 * through Vite so that an edit to a component shows at the next request, and with the stylesheets Vite serves from
 * source: the CSS the render module imports, found in Vite's module graph, so their class names are the ones the
 * render wrote (CSS Modules, named as in the build: src/build/browser-bundle/css-modules.ts).
 */
export async function renderDevDocument(
  vite: ViteDevServer,
  site: SiteSource,
  pathname: string,
  assets: { config: SiteConfig; highlightCss: string },
): Promise<RenderedDocument> {
  const module = (await vite.ssrLoadModule(DOCUMENT_URL)) as DocumentModule;
  const root = buildRootData(assets.config, {
    islands: { script: DEV_ISLANDS_ENTRY, preloads: [] },
    highlightCss: assets.highlightCss,
    stylesheets: listStylesheets(vite),
  });
  return module.renderDocument({ root, route: loadDocRoute(site, pathname) });
}

/** The stylesheets the render module imports, directly or not, as Vite serves them (`?direct`: plain CSS). */
function listStylesheets(vite: ViteDevServer): string[] {
  const entry = vite.environments.ssr?.moduleGraph.getModuleById(`${vite.config.root}${DOCUMENT_URL}`);
  const found: string[] = [];
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (node: EnvironmentModuleNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const imported of node.importedModules) {
      if (imported.file?.endsWith(".css")) found.push(`${imported.url}?direct`);
      else visit(imported);
    }
  };
  if (entry) visit(entry);
  return found;
}
