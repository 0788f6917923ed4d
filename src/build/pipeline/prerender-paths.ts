import { NOT_FOUND_PATH } from "#shared/not-found-path.ts";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";

/** Every path the build prerenders: each node of the documentation tree, then the 404 page. */
export function listPrerenderPaths(tree: DocNode): string[] {
  return [...[...walkTree(tree)].map((node) => node.path), NOT_FOUND_PATH];
}
