import { findNode, isExternalUrl, normalizePath, type DocNode } from "#build/content/doc-node.ts";
import type { ContentProblem } from "#build/content/content-problem.ts";
import { resolveFinalTarget } from "#build/content/resolve-targets.ts";
import type { PageLink } from "#build/markdown/render-markdown.ts";

/** What the link check needs to know about one rendered page. */
export interface LinkedPage {
  path: string;
  file: string;
  bodyLine: number;
  links: PageLink[];
  anchors: string[];
}

/** Checks every Markdown link: safe protocol, absolute internal paths, no redirects, existing pages and anchors. */
export function checkLinks(tree: DocNode, pages: LinkedPage[]): ContentProblem[] {
  const anchorsByPath = new Map(pages.map((page) => [page.path, new Set(page.anchors)]));
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const message = checkLink(tree, page.path, link.href, anchorsByPath);
      if (message) problems.push({ file: page.file, line: page.bodyLine + link.line - 1, message });
    }
  }
  return problems;
}

function checkLink(
  tree: DocNode,
  fromPath: string,
  href: string,
  anchors: Map<string, Set<string>>,
): string | undefined {
  if (/^(javascript|data|vbscript|file):/i.test(href.trim())) {
    return `Link \`${href}\` uses a forbidden URL scheme. Use an https:// address or a site path.`;
  }
  if (/^(https?|mailto):/i.test(href)) return undefined;
  if (isExternalUrl(href)) return `Link \`${href}\` uses an unsupported scheme. Use https://, mailto: or a site path.`;
  const [rawPath = "", anchor] = href.split("#", 2);
  if (rawPath === "") return anchor && !anchors.get(fromPath)?.has(anchor) ? missingAnchor(href, fromPath) : undefined;
  if (!rawPath.startsWith("/")) {
    return `Link \`${href}\` is relative. Write the absolute path from the site root, such as \`/docs/graphql\`.`;
  }
  if (/\.(geojson|json|png|svg|jpg|jpeg|webp|txt|xml)$/.test(rawPath)) return undefined;
  const path = normalizePath(rawPath);
  const node = findNode(tree, path);
  if (!node || node.path !== path)
    return `Link \`${href}\` points to a page that does not exist. Check the path against content/.`;
  if (node.type !== "markdown") {
    const target = resolveFinalTarget(tree, path);
    const final = target?.kind === "internal" ? target.path : target?.url;
    return `Link \`${href}\` goes through a ${node.type === "redirect" ? "redirect" : "forward"}. Link \`${final ?? "its target"}\` directly.`;
  }
  if (anchor && !anchors.get(path)?.has(anchor)) return missingAnchor(href, path);
  return undefined;
}

function missingAnchor(href: string, path: string): string {
  return `Link \`${href}\` points to an anchor that \`${path}\` does not have. Use the slug of one of its headings.`;
}
