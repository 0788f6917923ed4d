import type { ContentProblem } from "#build/content/content-problem.ts";
import { normalizePath, type DocNode } from "#build/content/doc-node.ts";
import { checkLinks, type LinkedPage } from "#build/pipeline/check-links.ts";
import type { DevPage } from "./dev-pages.ts";

/**
 * The build's link check (check-links.ts) for one page of the dev server: every link against the tree, and anchors
 * against the pages rendered so far. A link to an anchor of a page not yet rendered is left for the build (or for
 * the next check, once that page has been rendered), rather than reported missing.
 */
export function checkPageLinks(
  tree: DocNode,
  page: DevPage,
  rendered: (path: string) => DevPage | undefined,
): ContentProblem[] {
  const { record, rendered: own, source } = page;
  const targets = new Map<string, DevPage>();
  const links = own.links.filter((link) => {
    const [target = "", anchor] = link.href.split("#", 2);
    if (!anchor || target === "" || !target.startsWith("/")) return true;
    const other = normalizePath(target) === record.path ? page : rendered(normalizePath(target));
    if (other) targets.set(other.record.path, other);
    return other !== undefined;
  });
  const self: LinkedPage = {
    path: record.path,
    file: source.file,
    bodyLine: source.bodyLine,
    links,
    anchors: own.anchors,
  };
  const others = [...targets.values()]
    .filter((other) => other !== page)
    .map((other) => ({ ...self, path: other.record.path, links: [], anchors: other.rendered.anchors }));
  return checkLinks(tree, [self, ...others]);
}
