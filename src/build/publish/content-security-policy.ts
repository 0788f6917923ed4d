import { createHash } from "node:crypto";
import { EMBED_ATTRIBUTES } from "#shared/widget-markup.ts";
import { expectMatches } from "./rewrite-html.ts";

/** Origins a page may talk to besides itself (the API, the feedback endpoint, map tiles). */
export interface CspOrigins {
  connect: string[];
  images: string[];
  /** What a page with an embed configurator may show in its preview frame: the embed host, nothing else. */
  embedFrames: string[];
}

/** The origins one page may frame: the embed host on pages with an embed configurator, none elsewhere. */
export function frameOriginsFor(html: string, origins: CspOrigins): string[] {
  return html.includes(`${EMBED_ATTRIBUTES.configurator}=`) ? origins.embedFrames : [];
}

// JSON data scripts (a runnable example's source, src/shared/runnable-source.ts) never run, so they need no hash.
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g;

/** SHA-256 sources for every inline script of a page that can run, so the policy needs no `unsafe-inline`. */
export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
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

const CHARSET_META = /<meta charSet="utf-8"\/>/i;

/** Adds the policy as a `<meta>` tag right after the charset, before any script runs; `file` names the page. */
export function injectCspMeta(html: string, policy: string, file: string): string {
  expectMatches(html, CHARSET_META, 1, {
    file,
    what: "the charset <meta> the policy follows",
    module: "src/build/publish/content-security-policy.ts",
  });
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', "&quot;")}"/>`;
  return html.replace(CHARSET_META, (charset) => `${charset}${tag}`);
}

/** The origin of a URL, or nothing for an empty or invalid one. */
export function originOf(url: string): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}
