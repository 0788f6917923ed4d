import { describe, expect, it } from "vitest";
import { buildTree } from "#build/content/build-tree.ts";
import { findAncestors, findNode } from "#build/content/doc-node.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";

function page(path: string, title: string, weight: number, extra: Partial<ContentFile["metadata"]> = {}): ContentFile {
  return { file: `content${path}.md`, path, metadata: { title, weight, ...extra }, body: "", bodyLine: 4 };
}

const files = [
  page("/", "Home", 1, { forward: true }),
  page("/docs", "Docs", 1, { forward: true }),
  page("/docs/b", "Beta", 2),
  page("/docs/a", "Alpha", 2),
  page("/docs/z", "Zulu", 1),
  page("/docs/a/child", "Child", 1, { redirect: "/docs/z" }),
];

describe("the documentation tree", () => {
  const { tree, problems } = buildTree(files);

  it("builds without problems from in-memory content", () => {
    expect(problems).toEqual([]);
    expect(tree?.path).toBe("/");
  });

  it("orders siblings by weight, then title", () => {
    const docs = tree && findNode(tree, "/docs");
    expect(docs?.children.map((child) => child.title)).toEqual(["Zulu", "Alpha", "Beta"]);
  });

  it("gives each node the type its metadata asks for", () => {
    expect(tree && findNode(tree, "/docs")?.type).toBe("forward-to-first-child");
    expect(tree && findNode(tree, "/docs/a/child")).toMatchObject({ type: "redirect", url: "/docs/z" });
    expect(tree && findNode(tree, "/docs/a")).toMatchObject({ type: "markdown", source: "content/docs/a.md", id: "docs/a" });
  });

  it("returns the whole tree for the root path", () => {
    expect(tree && findNode(tree, "/")).toBe(tree);
  });

  it("finds a node by path, ignoring a trailing slash and a hash", () => {
    expect(tree && findNode(tree, "/docs/a/child/")?.title).toBe("Child");
    expect(tree && findNode(tree, "/docs/a#section")?.title).toBe("Alpha");
  });

  it("returns undefined for a path that is not in the tree", () => {
    expect(tree && findNode(tree, "/docs/missing")).toBeUndefined();
  });

  it("returns the chain of ancestors, root first", () => {
    expect(tree && findAncestors(tree, "/docs/a/child").map((node) => node.path)).toEqual(["/", "/docs", "/docs/a"]);
    expect(tree && findAncestors(tree, "/")).toEqual([]);
    expect(tree && findAncestors(tree, "/docs/nope")).toEqual([]);
  });
});
