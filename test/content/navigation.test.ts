import { describe, expect, it } from "vitest";
import { buildTree } from "#build/content/build-tree.ts";
import { findNode } from "#build/content/doc-node.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { buildSectionNav, findPrevNext, finalHref } from "#build/content/navigation.ts";

function page(path: string, weight: number, extra: Partial<ContentFile["metadata"]> = {}): ContentFile {
  return { file: `content${path}.md`, path, metadata: { title: path, weight, ...extra }, body: "", bodyLine: 4 };
}

const { tree } = buildTree([
  page("/", 1, { forward: true }),
  page("/docs", 1, { forward: true }),
  page("/docs/guide", 1),
  page("/docs/guide/one", 1),
  page("/docs/guide/moved", 2, { redirect: "/docs/guide/two" }),
  page("/docs/guide/two", 3),
  page("/docs/guide/out", 4, { redirect: "https://example.com/out" }),
  page("/docs/group", 2, { forward: true }),
  page("/docs/group/first", 1),
]);
if (!tree) throw new Error("fixture tree failed to build");

describe("navigation", () => {
  it("links straight to final destinations, never through a redirect or forward", () => {
    expect(finalHref(tree, findNode(tree, "/docs/guide/moved")!)).toEqual({ href: "/docs/guide/two", external: false });
    expect(finalHref(tree, findNode(tree, "/docs/group")!)).toEqual({ href: "/docs/group/first", external: false });
    expect(finalHref(tree, findNode(tree, "/")!)).toEqual({ href: "/docs/guide", external: false });
    expect(finalHref(tree, findNode(tree, "/docs/guide/out")!)).toEqual({ href: "https://example.com/out", external: true });
  });

  it("orders previous and next in tree order, skipping redirects and forwards", () => {
    expect(findPrevNext(tree, "/docs/guide/one")).toMatchObject({ prev: { href: "/docs/guide" }, next: { href: "/docs/guide/two" } });
    expect(findPrevNext(tree, "/docs/guide/two").next?.href).toBe("/docs/group/first");
    expect(findPrevNext(tree, "/docs/guide").prev).toBeUndefined();
  });

  it("builds a section's navigation with final hrefs and external marks", () => {
    const items = buildSectionNav(tree, findNode(tree, "/docs/guide")!);
    expect(items.map((item) => [item.title, item.href, item.external])).toEqual([
      ["/docs/guide/one", "/docs/guide/one", false],
      ["/docs/guide/moved", "/docs/guide/two", false],
      ["/docs/guide/two", "/docs/guide/two", false],
      ["/docs/guide/out", "https://example.com/out", true],
    ]);
  });
});
