import { createHash } from "node:crypto";
import { HOSTED_STYLE_ORIGIN } from "#shared/hosted-map-style.ts";
import { THEME_SCRIPT } from "#shared/theme-script.ts";
import { EMBED_ATTRIBUTES } from "#shared/widget-markup.ts";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";

/** Origins a page may talk to besides itself (the API, the feedback endpoint, map tiles). */
export interface CspOrigins {
  connect: string[];
  images: string[];
  /** What a page with an embed configurator may show in its preview frame: the embed host, nothing else. */
  embedFrames: string[];
}

/** A page's policy twice: for its `<meta>` and for the header (`_headers`, `npm start`), which adds frame-ancestors. */
export interface PagePolicies {
  meta: string;
  header: string;
}

/**
 * The one inline script that runs on every page, the theme script (src/shared/theme-script.ts), as a CSP source. The
 * pages' other inline scripts are data (`application/json`, `application/ld+json`), which browsers never run.
 */
export const THEME_SCRIPT_SOURCE = sha256Source(THEME_SCRIPT);

/** The origins a page may connect to besides itself: the API, the feedback endpoint and the map hosts. */
export function cspOrigins(config: SiteConfig): CspOrigins {
  return {
    connect: [
      ...originOf(config.api.endpoint),
      ...originOf(config.feedbackEndpoint),
      ...originOf(config.maps.host),
      HOSTED_STYLE_ORIGIN,
    ],
    images: ["https:"],
    embedFrames: originOf(config.shareHost),
  };
}

/** Whether rendered Markdown holds an embed configurator, whose preview frames the embed host. */
export function hasEmbedPreview(html: string): boolean {
  return html.includes(`${EMBED_ATTRIBUTES.configurator}=`);
}

/** The policies of one page, from what it holds: the theme script, and an embed preview or not. */
export function pagePolicies(origins: CspOrigins, page: { embedPreview: boolean }): PagePolicies {
  const frames = page.embedPreview ? origins.embedFrames : [];
  const hashes = [THEME_SCRIPT_SOURCE];
  return {
    meta: buildContentSecurityPolicy(hashes, origins, { frameAncestors: false, frames }),
    header: buildContentSecurityPolicy(hashes, origins, { frameAncestors: true, frames }),
  };
}

/** The Content-Security-Policy of one page: scripts only from this site or by hash. */
export function buildContentSecurityPolicy(
  scriptHashes: string[],
  origins: CspOrigins,
  options: { frameAncestors: boolean; frames?: string[] },
): string {
  const directives = [
    "default-src 'self'",
    // Pagefind's search runs as WebAssembly, which needs 'wasm-unsafe-eval' (not 'unsafe-eval').
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origins.images.join(" ")}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${origins.connect.join(" ")}`.trim(),
    "worker-src 'self' blob:",
    // Without frame-src, frames fall back to default-src 'self'; only pages that preview an embed name its host.
    ...(options.frames?.length ? [`frame-src ${options.frames.join(" ")}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  // frame-ancestors is ignored in a <meta> policy; it is sent as a header.
  if (options.frameAncestors) directives.push("frame-ancestors 'none'");
  return directives.join("; ");
}

/** A script's text as a CSP hash source (`'sha256-…'`). */
export function sha256Source(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/** The origin of a URL, or nothing for an empty or invalid one. */
export function originOf(url: string): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}
