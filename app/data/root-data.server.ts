import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import { toPublicConfig } from "#build/config/public-config.ts";
import type { PublicConfig } from "#shared/public-config.ts";
import type { BrowserBundle } from "#build/browser-bundle/read-browser-bundle.ts";
import { cspOrigins, type CspOrigins } from "#build/publish/content-security-policy.ts";

/** What every page's document needs besides its route: the same for every page of one build. */
export interface RootData {
  config: PublicConfig;
  /** The islands' module script and its static imports: built by src/build/browser-bundle, or the dev server's. */
  islands: BrowserBundle;
  /** The syntax colours of the site's code blocks, for a style element in every page's head. */
  highlightCss: string;
  /** The site's stylesheets, linked from every page's head: the built CSS files, or the dev server's. */
  stylesheets: string[];
  /** The origins every page's security policy allows besides the site's own. */
  cspOrigins: CspOrigins;
}

/** The files a page links, as the build or the dev server has them. */
export interface DocumentAssets {
  islands: BrowserBundle;
  highlightCss: string;
  stylesheets: string[];
}

/** The root data of every document of a site with this configuration. Never shipped to the browser. */
export function buildRootData(config: SiteConfig, assets: DocumentAssets): RootData {
  return { ...assets, config: toPublicConfig(config), cspOrigins: cspOrigins(config) };
}
