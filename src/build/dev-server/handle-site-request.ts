import type { IncomingMessage, ServerResponse } from "node:http";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import { findNode, normalizePath } from "#build/content/doc-node.ts";
import { buildSectionNav } from "#build/content/navigation.ts";
import { listRedirectRules } from "#build/publish/redirect-rules.ts";
import { formatPageMarkdown } from "#build/publish/text-exports.ts";
import { BREAKING_CHANGES_PATH } from "#shared/operation-checker.ts";
import type { DevSite } from "./dev-site.ts";
import { formatProblemsPage } from "./problems-page.ts";
import type { DevDocumentRenderer } from "./render-dev-document.ts";

/**
 * What the dev server's own handler answers: pages, their Markdown, the section navigation files and the operation
 * checker's breaking-changes file.
 */
export type SiteRequest = { kind: "page" | "markdown" | "nav" | "breaking-changes"; path: string };

/** Which of the site's own paths a request is for; undefined for what Vite serves (modules, public/ files). */
export function classifySiteRequest(url: string): SiteRequest | undefined {
  const pathname = decodeURIComponent(new URL(url, "http://dev").pathname);
  if (/^\/(@|src\/|app\/|node_modules\/)/.test(pathname)) return undefined;
  if (pathname === BREAKING_CHANGES_PATH) return { kind: "breaking-changes", path: pathname };
  if (pathname.endsWith("/_nav.json"))
    return { kind: "nav", path: normalizePath(pathname.slice(0, -"/_nav.json".length)) };
  if (pathname.endsWith(".md")) return { kind: "markdown", path: normalizePath(pathname.slice(0, -".md".length)) };
  // Any other name with an extension is a file of public/ (or a module), which Vite serves.
  if (/\.[a-z0-9]+$/i.test(pathname.split("/").at(-1) ?? "")) return undefined;
  return { kind: "page", path: normalizePath(pathname) };
}

/**
 * Answers one request for the site's own paths from the on-demand site: a page (or its redirect, or the 404 page),
 * a page's Markdown export, or a section's navigation file, as the built site has them. While the content has
 * problems, a page request gets the problems page instead.
 */
export async function handleSiteRequest(
  request: SiteRequest,
  res: ServerResponse,
  context: { documents: DevDocumentRenderer; site: DevSite; config: SiteConfig; req: IncomingMessage },
): Promise<void> {
  const { site, documents, config } = context;
  if (request.kind === "breaking-changes") {
    const file = site.breakingChanges();
    return file
      ? send(res, 200, "application/json", JSON.stringify(file))
      : send(res, 404, "text/plain; charset=utf-8", "This site's content lists no API changes (`::api-changes`).");
  }
  const prepared = await site.prepare(request.path);
  if (!("tree" in prepared) || (request.kind === "page" && prepared.problems.length > 0)) {
    return send(res, 500, "text/html; charset=utf-8", formatProblemsPage(request.path, prepared.problems));
  }
  const { tree, page } = prepared;
  if (request.kind === "nav") {
    const section = findNode(tree, request.path);
    if (!section || section.path !== request.path) return send(res, 404, "application/json", "[]");
    return send(res, 200, "application/json", JSON.stringify(buildSectionNav(tree, section)));
  }
  if (request.kind === "markdown") {
    const node = findNode(tree, request.path);
    if (!page || !node) return send(res, 404, "text/plain; charset=utf-8", `No page at ${request.path}`);
    return send(res, 200, "text/markdown; charset=utf-8", formatPageMarkdown(node, page.record));
  }
  const rule = listRedirectRules(tree).find((candidate) => candidate.from === request.path);
  if (rule) {
    res.writeHead(rule.status, { Location: rule.to });
    return void res.end();
  }
  const highlightCss = await site.pages.highlightCss();
  const document = await documents.render(site, request.path, { config, highlightCss });
  res.setHeader("Content-Security-Policy", document.contentSecurityPolicy);
  send(res, document.status, "text/html; charset=utf-8", document.html);
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
  res.end(body);
}
