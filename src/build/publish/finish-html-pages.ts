import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  buildContentSecurityPolicy,
  frameOriginsFor,
  hashInlineScripts,
  injectCspMeta,
  type CspOrigins,
} from "./content-security-policy.ts";

/** The request path a built HTML file answers (`docs/a/index.html` → `/docs/a`). */
export function pathForHtmlFile(relativeFile: string): string {
  const path = `/${relativeFile.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

/**
 * The last pass over every prerendered page: it gets its own Content-Security-Policy (meta tag in the page, header in
 * `_headers`). Returns path → header policy.
 */
export function finishHtmlPages(
  outDir: string,
  origins: CspOrigins,
  /** Sees each page's HTML as prerendered (the placeholder check). */
  inspect?: (file: string, html: string) => void,
): Map<string, string> {
  const policies = new Map<string, string>();
  for (const file of listHtmlFiles(outDir)) {
    const name = relative(outDir, file);
    const html = readFileSync(file, "utf8");
    inspect?.(name, html);
    const hashes = hashInlineScripts(html);
    const frames = frameOriginsFor(html, origins);
    const policy = buildContentSecurityPolicy(hashes, origins, { frameAncestors: false, frames });
    writeFileSync(file, injectCspMeta(html, policy, name));
    policies.set(
      pathForHtmlFile(relative(outDir, file)),
      buildContentSecurityPolicy(hashes, origins, { frameAncestors: true, frames }),
    );
  }
  return policies;
}

function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "pagefind" ? [] : listHtmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}
