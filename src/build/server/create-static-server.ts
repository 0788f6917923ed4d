import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import compression from "compression";
import polka from "polka";
import sirv from "sirv";
import { parseHeadersPolicies } from "#build/publish/headers-file.ts";
import { pathForHtmlFile } from "#build/pipeline/document-file.ts";
import { parseRedirectsFile } from "#build/publish/redirect-rules.ts";
import { defaultDocsSite } from "#build/mcp/docs-site.ts";
import { serveMcp } from "#build/mcp/mcp-endpoint.ts";
import { cacheControlFor } from "./cache-policy.ts";
import { serveMarkdownToWhoAsks } from "./markdown-negotiation.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";

/**
 * Serves the built site: security headers, compression, `_redirects` as real redirects, a page's Markdown to requests
 * that prefer `text/markdown`, long cache for hashed assets, 404 page, and the docs server for assistants at `/mcp`.
 */
export function createStaticServer(outDir: string) {
  const redirectsFile = join(outDir, "_redirects");
  const redirects = parseRedirectsFile(existsSync(redirectsFile) ? readFileSync(redirectsFile, "utf8") : "");
  const notFoundPage = readFileSync(join(outDir, "404.html"));
  const headersFile = join(outDir, "_headers");
  const policies = parseHeadersPolicies(existsSync(headersFile) ? readFileSync(headersFile, "utf8") : "");
  const assets = sirv(outDir, {
    extensions: ["html"],
    gzip: false,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      // sirv passes the requested path: `/docs/a`, `/docs/a/` or `/docs/a/index.html` for the same page.
      const pagePath = pathname.endsWith(".html")
        ? pathForHtmlFile(pathname.slice(1))
        : pathname.replace(/(.)\/$/, "$1");
      const policy = policies.get(pagePath);
      if (policy) res.setHeader("Content-Security-Policy", policy);
      if (pathname.endsWith(".md")) res.setHeader("Content-Type", "text/markdown; charset=utf-8");
    },
  });
  // The docs server for coding assistants (Model Context Protocol) at /mcp, reading this same build.
  const docsServer = serveMcp({ ...defaultDocsSite(), clientDir: outDir });
  return polka({
    onNoMatch: (_req: IncomingMessage, res: ServerResponse) => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const policy = policies.get("/404.html");
      if (policy) res.setHeader("Content-Security-Policy", policy);
      res.end(notFoundPage);
    },
  })
    .use((_req, res, next) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      next();
    })
    .use(docsServer)
    .use(compression())
    .use((req, res, next) => {
      const path = (req.path ?? "/").replace(/\/+$/, "") || "/";
      // Only paths listed in the content's _redirects are redirected, to targets from that file: no open redirect.
      const rule = redirects.get(path);
      if (!rule) return next();
      res.statusCode = rule.status;
      res.setHeader("Location", rule.to);
      res.end();
    })
    .use(serveMarkdownToWhoAsks(outDir))
    .use(assets);
}
