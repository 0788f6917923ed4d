import { isExternalUrl, walkTree, type DocNode } from "./doc-node.ts";
import type { NavItem, NavLink } from "#shared/navigation.ts";
import { resolveFinalTarget } from "./resolve-targets.ts";

/** Where a node finally leads, as an href (never a redirect or a forward). */
export function finalHref(tree: DocNode, node: DocNode): { href: string; external: boolean } {
  // A page is where it leads. Asked for every entry of every page's navigation, the lookup of the tree below would
  // scan each level's children on the way: on 5,000 bench pages, 1.8 s of each thread's 34 s in the pages stage.
  if (node.type === "markdown") return { href: node.path, external: false };
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
 * A list of at most this many entries is shown whole: the section's top level, or a group on the way to the current
 * page.
 */
export const NAV_WHOLE_LIST = 12;

/**
 * A longer list is cut to this many entries around the one on the way, with a "Show all" button. Every page carries
 * its navigation, so listing whole lists would make each page grow with the site, and cutting long lists shorter than
 * short ones are shown keeps what a page carries the same once its lists are long (a list of 13 and a list of 300 cost
 * the same). The rest of the tree is in the section's navigation file (`navFilePath` in src/shared/page-islands.ts),
 * which the browser loads when the reader opens another group or asks for a whole list.
 */
export const NAV_WINDOW = 8;

/**
 * The navigation a page shows of its section: titles and final hrefs only. With `currentPath`, the page's
 * neighbourhood (the top level and the groups on the way to the page, each whole up to {@link NAV_WHOLE_LIST} entries,
 * else {@link NAV_WINDOW} around the current one); without it, the whole tree, as written to the section's navigation file.
 */
export function buildSectionNav(tree: DocNode, section: DocNode, currentPath?: string): NavItem[] {
  const onPath = (node: DocNode) =>
    currentPath !== undefined && (currentPath === node.path || currentPath.startsWith(`${node.path}/`));
  const list = (nodes: DocNode[]): NavItem[] =>
    (currentPath === undefined ? nodes : windowAround(nodes, nodes.findIndex(onPath))).map(toItem);
  const toItem = (node: DocNode): NavItem => ({
    ...toNavLink(tree, node),
    description: undefined,
    path: node.path,
    children: currentPath === undefined || onPath(node) ? list(node.children) : [],
    childCount: node.children.length,
  });
  return list(section.children);
}

/** `nodes` whole if short, else {@link NAV_WINDOW} of them including the one at `index` (none: the first ones). */
function windowAround<T>(nodes: T[], index: number): T[] {
  if (nodes.length <= NAV_WHOLE_LIST) return nodes;
  const start = Math.min(Math.max(index - Math.floor(NAV_WINDOW / 2), 0), nodes.length - NAV_WINDOW);
  return nodes.slice(start, start + NAV_WINDOW);
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
