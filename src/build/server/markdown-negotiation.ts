import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import Negotiator from "negotiator";

/** The media types a page is published in; HTML first, so a wildcard or no Accept header gets HTML. */
const PAGE_TYPES = ["text/html", "text/markdown"];

/** True when the request's Accept header ranks `text/markdown` above HTML. */
export function prefersMarkdown(accept: string | undefined): boolean {
  return new Negotiator({ headers: { accept } }).mediaType(PAGE_TYPES) === "text/markdown";
}

/** Every page with a Markdown export (`/docs/a` for `docs/a.md`), read once when the server starts. */
export function listMarkdownPages(outDir: string): Set<string> {
  const pages = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "pagefind" && entry.name !== "assets") walk(full);
      else if (entry.isFile() && entry.name.endsWith(".md")) {
        pages.add(`/${relative(outDir, full).split(sep).join("/").slice(0, -".md".length)}`);
      }
    }
  };
  walk(outDir);
  return pages;
}

/**
 * Middleware: a page requested with an Accept header that prefers `text/markdown` gets its Markdown export instead
 * of its HTML. Both answers carry `Vary: Accept`, so caches keep them apart. Only paths of the build's own Markdown
 * files are served, so a request path never reaches the file system.
 */
export function serveMarkdownToWhoAsks(outDir: string) {
  const pages = listMarkdownPages(outDir);
  return (req: IncomingMessage & { path?: string }, res: ServerResponse, next: () => void) => {
    const path = (req.path ?? "/").replace(/\/+$/, "") || "/";
    if ((req.method !== "GET" && req.method !== "HEAD") || !pages.has(path)) return next();
    res.setHeader("Vary", "Accept");
    if (!prefersMarkdown(req.headers.accept)) return next();
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/markdown; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.end(req.method === "HEAD" ? undefined : readFileSync(join(outDir, `${path}.md`)));
  };
}
