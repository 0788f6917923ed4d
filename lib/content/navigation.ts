import { isExternalUrl, walkTree, type DocNode } from "./doc-node.ts";
import { resolveFinalTarget } from "./resolve-targets.ts";

/** A link to a node, pointing straight at its final destination. */
export interface NavLink {
  title: string;
  href: string;
  external: boolean;
  label?: string;
  description?: string;
}

/** One entry of the section navigation. */
export interface NavItem extends NavLink {
  path: string;
  children: NavItem[];
}

/** Where a node finally leads, as an href (never a redirect or a forward). */
export function finalHref(tree: DocNode, node: DocNode): { href: string; external: boolean } {
  if (node.type === "redirect" && isExternalUrl(node.url)) return { href: node.url, external: true };
  const target = resolveFinalTarget(tree, node.path);
  if (target?.kind === "external") return { href: target.url, external: true };
  return { href: target?.path ?? node.path, external: false };
}

/** A node as a link card or list entry. */
export function toNavLink(tree: DocNode, node: DocNode): NavLink {
  return { title: node.title, ...finalHref(tree, node), label: node.metadata.label, description: node.metadata.description };
}

/** The top-level section (a child of /docs) that contains `path`. */
export function findSection(tree: DocNode, path: string): DocNode | undefined {
  const docs = tree.children.find((child) => child.path === "/docs");
  return docs?.children.find((section) => path === section.path || path.startsWith(`${section.path}/`));
}

/** The navigation tree of a section: titles and final hrefs only, no content. */
export function buildSectionNav(tree: DocNode, section: DocNode): NavItem[] {
  const toItem = (node: DocNode): NavItem => ({
    ...toNavLink(tree, node),
    description: undefined,
    path: node.path,
    children: node.children.map(toItem),
  });
  return section.children.map(toItem);
}

/** Markdown pages in reading order, for previous and next links. */
export function listReadingOrder(tree: DocNode): DocNode[] {
  return [...walkTree(tree)].filter((node) => node.type === "markdown");
}

/** The markdown pages before and after `path` in tree order. */
export function findPrevNext(tree: DocNode, path: string): { prev?: NavLink; next?: NavLink } {
  const order = listReadingOrder(tree);
  const index = order.findIndex((node) => node.path === path);
  if (index === -1) return {};
  const prev = order[index - 1];
  const next = order[index + 1];
  return { prev: prev && toNavLink(tree, prev), next: next && toNavLink(tree, next) };
}
