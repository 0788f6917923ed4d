import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";

/** `sitemap.xml` of the markdown pages only: redirects and forwards are not pages. */
export async function buildSitemap(
  tree: DocNode,
  siteUrl: string,
  lastUpdated: Map<string, string | undefined>,
): Promise<string> {
  const links = [...walkTree(tree)]
    .filter((node) => node.type === "markdown")
    .map((node) => ({ url: node.path, lastmod: lastUpdated.get(node.path) }));
  const stream = new SitemapStream({ hostname: siteUrl });
  return (await streamToPromise(Readable.from(links).pipe(stream))).toString();
}
