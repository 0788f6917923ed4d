import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import { finalHref } from "#build/content/navigation.ts";

/** One HTTP redirect of the static site. */
export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302;
}

/**
 * Every redirect and forward path with its final destination. Redirects are permanent (301);
 * forwards are temporary (302) because the first child can change when pages are reordered.
 */
export function listRedirectRules(tree: DocNode): RedirectRule[] {
  return [...walkTree(tree)]
    .filter((node) => node.type !== "markdown")
    .map((node) => ({ from: node.path, to: finalHref(tree, node).href, status: node.type === "redirect" ? 301 : 302 }));
}

/** The `_redirects` file that Netlify and Cloudflare Pages read. */
export function formatRedirectsFile(rules: RedirectRule[]): string {
  return `${rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`).join("\n")}\n`;
}

/** Parses a `_redirects` file (the local server uses the same file as the CDN). */
export function parseRedirectsFile(text: string): Map<string, RedirectRule> {
  const rules = new Map<string, RedirectRule>();
  for (const line of text.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith("#")) continue;
    rules.set(from, { from, to, status: status === "301" ? 301 : 302 });
  }
  return rules;
}
