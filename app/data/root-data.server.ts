import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { toPublicConfig } from "#build/config/public-config.ts";
import type { PublicConfig } from "#shared/public-config.ts";
import { readBrowserBundle, type BrowserBundle } from "#build/browser-bundle/read-browser-bundle.ts";
import { ISLANDS_ENTRY } from "#build/browser-bundle/browser-bundle-files.ts";
import { buildPaths } from "#build/config/build-paths.ts";
import { readHighlightCss } from "#build/site-cache/site-cache.ts";

/** What every page's document needs from the build. */
export interface RootData {
  config: PublicConfig;
  /** The islands' module script and its static imports: built by src/build/browser-bundle, or the source under the dev server. */
  islands: BrowserBundle;
  /** The syntax colours of the site's code blocks, for a style element in every page's head. */
  highlightCss: string;
  /** Whether this render is React Router's SPA fallback page, which no reader ever gets (see root.tsx). */
  spaFallback: boolean;
}

/** Build-time loader of the root route. Never shipped to the browser. */
export function loadRootData(dev: boolean, request: Request): RootData {
  return {
    spaFallback: request.headers.get("X-React-Router-SPA-Mode") === "yes",
    config: toPublicConfig(getSiteConfig()),
    highlightCss: readHighlightCss(),
    islands: dev ? { script: `/${ISLANDS_ENTRY}`, preloads: [] } : readBrowserBundle(buildPaths.siteCacheDir),
  };
}
