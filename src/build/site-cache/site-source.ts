import type { DocNode } from "#build/content/doc-node.ts";
import type { PageRecord } from "#build/pipeline/build-site-data.ts";
import { readPage, readTree } from "./site-cache.ts";

/**
 * The site a document is rendered from: its tree and each rendered page by path. The build reads them from the site
 * cache (`siteCacheSource`); the dev server assembles its own, rendering pages when they are asked for.
 */
export interface SiteSource {
  tree: DocNode;
  /** The rendered Markdown page of a path the tree holds as a `markdown` node. */
  readPage(path: string): PageRecord;
}

/** The site as the content stage wrote it into the site cache (`SITE_CACHE_DIR`). */
export function siteCacheSource(rootDir = process.cwd()): SiteSource {
  return { tree: readTree(rootDir), readPage: (path) => readPage(path, rootDir) };
}
