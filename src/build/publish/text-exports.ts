import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import type { PageRecord } from "#build/pipeline/build-site-data.ts";

/** A page's Markdown export: title and description first, then the body. */
export function formatPageMarkdown(node: DocNode, page: PageRecord): string {
  const description = node.metadata.description ? `\n> ${node.metadata.description}\n` : "";
  return `# ${node.title}\n${description}\n${page.markdown.trim()}\n`;
}

/** `llms.txt`: the site's pages as a Markdown index pointing at their Markdown exports. */
export function formatLlmsIndex(tree: DocNode, site: { name: string; tagline: string; siteUrl: string }): string {
  const lines = [`# ${site.name} documentation`, "", `> ${site.tagline}`, ""];
  for (const node of walkTree(tree)) {
    if (node.type !== "markdown") continue;
    const description = node.metadata.description ? `: ${node.metadata.description}` : "";
    lines.push(`- [${node.title}](${site.siteUrl}${node.path}.md)${description}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Between two pages in `llms-full.txt`, every page's Markdown in reading order. */
export const LLMS_FULL_SEPARATOR = "\n---\n\n";

/** One page in `llms-full.txt`: its path as a comment, then its Markdown export. */
export function formatLlmsFullPart(path: string, markdown: string): string {
  return `<!-- ${path} -->\n${markdown}`;
}
