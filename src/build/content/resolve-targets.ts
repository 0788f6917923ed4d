import { findNode, isExternalUrl, normalizePath, walkTree, type DocNode } from "./doc-node.ts";
import type { ContentProblem } from "./content-problem.ts";

/** Where a path finally leads: an internal markdown page or an external address. */
export type FinalTarget = { kind: "internal"; path: string } | { kind: "external"; url: string };

/** Checks every redirect and forward: targets exist, external ones are https, no loops. */
export function checkTargets(tree: DocNode): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const node of walkTree(tree)) {
    if (node.type !== "redirect" && node.type !== "forward-to-first-child") continue;
    if (node.type === "redirect") {
      const problem = checkRedirectUrl(tree, node.url);
      if (problem) {
        problems.push({ file: node.source, message: problem });
        continue;
      }
    }
    const result = followTargets(tree, node.path);
    if ("loop" in result) {
      problems.push({
        file: node.source,
        message: `Redirect loop: ${result.loop.map((p) => `\`${p}\``).join(" → ")}. Point one of these pages at a page with content.`,
      });
    }
  }
  return problems;
}

function checkRedirectUrl(tree: DocNode, url: string): string | undefined {
  if (isExternalUrl(url)) {
    return url.startsWith("https://")
      ? undefined
      : `External redirect \`${url}\` must use https://. Change it to an https:// address.`;
  }
  if (!url.startsWith("/")) return `Redirect \`${url}\` must be an absolute path such as \`/docs/graphql\` or an https:// address.`;
  return findNode(tree, url)?.path === normalizePath(url)
    ? undefined
    : `Redirect target \`${url}\` does not exist. Point it at an existing page path.`;
}

/** Follows redirects and forwards from `path` to the page a visitor finally sees. */
export function followTargets(tree: DocNode, path: string): FinalTarget | { loop: string[] } | { missing: string } {
  const visited: string[] = [];
  let current = normalizePath(path);
  for (;;) {
    if (visited.includes(current)) return { loop: [...visited, current] };
    visited.push(current);
    const node = findNode(tree, current);
    if (!node || node.path !== current) return { missing: current };
    if (node.type === "markdown") return { kind: "internal", path: node.path };
    if (node.type === "redirect") {
      if (isExternalUrl(node.url)) return { kind: "external", url: node.url };
      current = normalizePath(node.url);
      continue;
    }
    const first = node.children[0];
    if (!first) return { missing: `${node.path} (no children)` };
    current = first.path;
  }
}

/** The final destination of `path`, for links that must never pass through a redirect. */
export function resolveFinalTarget(tree: DocNode, path: string): FinalTarget | undefined {
  const result = followTargets(tree, path);
  return "kind" in result ? result : undefined;
}
