/** Front-matter metadata of a page, as the specification names it. */
export interface DocMetadata {
  title: string;
  weight: number;
  layout?: "1-col";
  toc?: boolean;
  description?: string;
  keywords?: string[];
  redirect?: string;
  forward?: boolean;
  label?: string;
  /** Where the page's facts come from; read by tests, never rendered. */
  sources?: string[];
}

interface DocNodeBase {
  /** Stable identifier: the path without its leading slash (`""` for the root). */
  id: string;
  path: string;
  title: string;
  metadata: DocMetadata;
  children: DocNode[];
}

/** A page that shows written content. */
export interface MarkdownNode extends DocNodeBase {
  type: "markdown";
  /** Content file, relative to the repository root. */
  source: string;
}

/** A page that sends the visitor to another path or an external address. */
export interface RedirectNode extends DocNodeBase {
  type: "redirect";
  url: string;
  source: string;
}

/** A page that sends the visitor to its first child. */
export interface ForwardNode extends DocNodeBase {
  type: "forward-to-first-child";
  source: string;
}

/** One node of the documentation tree. */
export type DocNode = MarkdownNode | RedirectNode | ForwardNode;

/** Normalises a path: leading slash, no trailing slash, no query or hash. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  const trimmed = bare.replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

/**
 * Every node of a tree by its path, made once per tree: the link check, the redirect check and the navigation look up
 * a path for every link and every menu entry, and a walk from the root compares each level's children in turn (on
 * 5,000 pages, a second of the content stage). A tree is not changed once built (build-tree.ts, where a node's path
 * extends its parent's), so the index stays true for as long as the tree lives.
 */
const pathIndexes = new WeakMap<DocNode, Map<string, DocNode>>();

function pathIndex(tree: DocNode): Map<string, DocNode> {
  let index = pathIndexes.get(tree);
  if (!index) {
    index = new Map();
    for (const node of walkTree(tree)) if (!index.has(node.path)) index.set(node.path, node);
    pathIndexes.set(tree, index);
  }
  return index;
}

/** Finds the node at `path`; the root path returns the whole tree. */
export function findNode(tree: DocNode, path: string): DocNode | undefined {
  return pathIndex(tree).get(normalizePath(path));
}

/** Returns the chain of ancestors of the node at `path`, root first, without the node itself. */
export function findAncestors(tree: DocNode, path: string): DocNode[] {
  const target = normalizePath(path);
  const chain: DocNode[] = [];
  let current: DocNode | undefined = tree;
  while (current && current.path !== target) {
    chain.push(current);
    current = current.children.find((child) => target === child.path || target.startsWith(`${child.path}/`));
  }
  return current ? chain : [];
}

/** Visits every node depth-first in tree order. */
export function* walkTree(tree: DocNode): Generator<DocNode> {
  yield tree;
  for (const child of tree.children) yield* walkTree(child);
}

/** Whether a redirect target is an external address. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}
