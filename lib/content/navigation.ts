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

/**
 * Above this many entries, a section's navigation lists its top level and only the groups on the way to the
 * current page: every page carries its navigation, so a full tree would make the site grow with the square of
 * its page count.
 */
export const FULL_NAV_LIMIT = 200;

/**
 * A group with more pages than this (the generated schema reference, the example operations) lists its pages only
 * on its own pages, and does not count towards FULL_NAV_LIMIT: the rest of its section stays a full tree.
 */
export const LARGE_GROUP_LIMIT = 100;

/** The navigation tree of a section: titles and final hrefs only, no content; large sections are trimmed around `currentPath`. */
export function buildSectionNav(tree: DocNode, section: DocNode, currentPath?: string): NavItem[] {
  const trim = currentPath !== undefined && countListed(section) > FULL_NAV_LIMIT;
  const onPath = (node: DocNode) =>
    currentPath !== undefined && (currentPath === node.path || currentPath.startsWith(`${node.path}/`));
  const isLarge = (node: DocNode) => currentPath !== undefined && countDescendants(node) > LARGE_GROUP_LIMIT;
  // A large group's own page lists its pages in the body, so the sidebar lists them only on the pages inside it.
  const isOpen = (node: DocNode) =>
    isLarge(node) ? currentPath?.startsWith(`${node.path}/`) === true : onPath(node) || !trim;
  const toItem = (node: DocNode): NavItem => ({
    ...toNavLink(tree, node),
    description: undefined,
    path: node.path,
    children: isOpen(node) ? node.children.map(toItem) : [],
  });
  return section.children.map(toItem);
}

/** Entries a section lists when nothing is trimmed, leaving out the pages inside large groups. */
function countListed(node: DocNode): number {
  return node.children.reduce(
    (total, child) => total + 1 + (countDescendants(child) > LARGE_GROUP_LIMIT ? 0 : countListed(child)),
    0,
  );
}

const descendantCounts = new WeakMap<DocNode, number>();
function countDescendants(node: DocNode): number {
  let count = descendantCounts.get(node);
  if (count === undefined) {
    count = node.children.reduce((total, child) => total + 1 + countDescendants(child), 0);
    descendantCounts.set(node, count);
  }
  return count;
}

interface ReadingOrder {
  pages: DocNode[];
  indexByPath: Map<string, number>;
}

// Computed once per tree: the loader asks for every page's neighbours, and walking the tree each time is O(N²).
const readingOrders = new WeakMap<DocNode, ReadingOrder>();
function readingOrderOf(tree: DocNode): ReadingOrder {
  let order = readingOrders.get(tree);
  if (!order) {
    const pages = [...walkTree(tree)].filter((node) => node.type === "markdown");
    order = { pages, indexByPath: new Map(pages.map((node, index) => [node.path, index])) };
    readingOrders.set(tree, order);
  }
  return order;
}

/** Markdown pages in reading order, for previous and next links. */
export function listReadingOrder(tree: DocNode): DocNode[] {
  return [...readingOrderOf(tree).pages];
}

/** The markdown pages before and after `path` in tree order. */
export function findPrevNext(tree: DocNode, path: string): { prev?: NavLink; next?: NavLink } {
  const { pages, indexByPath } = readingOrderOf(tree);
  const index = indexByPath.get(path);
  if (index === undefined) return {};
  const prev = pages[index - 1];
  const next = pages[index + 1];
  return { prev: prev && toNavLink(tree, prev), next: next && toNavLink(tree, next) };
}
