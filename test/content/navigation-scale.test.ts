import { describe, expect, it } from "vitest";
import { buildTree } from "../../lib/content/build-tree.ts";
import { findNode } from "../../lib/content/doc-node.ts";
import type { ContentFile } from "../../lib/content/load-content-files.ts";
import {
  buildSectionNav,
  findPrevNext,
  FULL_NAV_LIMIT,
  LARGE_GROUP_LIMIT,
  listReadingOrder,
} from "../../lib/content/navigation.ts";

function page(path: string, weight = 1): ContentFile {
  return { file: `content${path}.md`, path, metadata: { title: path, weight }, body: "", bodyLine: 4 };
}

/** A section of `groups` groups of `perGroup` pages each. */
function bigSection(groups: number, perGroup: number) {
  const files = [page("/"), page("/docs"), page("/docs/big")];
  for (let g = 0; g < groups; g++) {
    files.push(page(`/docs/big/g${g}`, (g % 10) + 1));
    for (let p = 0; p < perGroup; p++) files.push(page(`/docs/big/g${g}/p${p}`, (p % 10) + 1));
  }
  const { tree } = buildTree(files);
  if (!tree) throw new Error("fixture tree failed to build");
  return { tree, section: findNode(tree, "/docs/big")! };
}

const countItems = (items: { children: unknown[] }[]): number =>
  items.reduce((total, item) => total + 1 + countItems(item.children as { children: unknown[] }[]), 0);

describe("navigation at scale", () => {
  it("lists a whole section up to the limit", () => {
    const { tree, section } = bigSection(10, 9);
    expect(countItems(buildSectionNav(tree, section, "/docs/big/g1/p1"))).toBe(100);
    expect(100).toBeLessThanOrEqual(FULL_NAV_LIMIT);
  });

  it("above the limit, lists the top level and only the groups on the way to the current page", () => {
    const { tree, section } = bigSection(30, 20);
    const items = buildSectionNav(tree, section, "/docs/big/g3/p7");
    expect(items).toHaveLength(30);
    expect(items.filter((item) => item.children.length > 0).map((item) => item.path)).toEqual(["/docs/big/g3"]);
    expect(countItems(items)).toBe(50);
    expect(countItems(buildSectionNav(tree, section))).toBe(630);
  });

  it("lists a large group's pages only on its own pages, and keeps the rest of the section a full tree", () => {
    const { section } = bigSection(5, 20);
    // One generated-sized group beside five ordinary ones, such as the schema reference in the GraphQL section.
    const files = [page("/"), page("/docs"), page("/docs/big"), page("/docs/big/reference")];
    for (let p = 0; p <= LARGE_GROUP_LIMIT; p++) files.push(page(`/docs/big/reference/t${p}`));
    for (const node of section.children) {
      files.push(page(node.path));
      for (const child of node.children) files.push(page(child.path));
    }
    const mixed = buildTree(files).tree!;
    const mixedSection = findNode(mixed, "/docs/big")!;
    const fromGuide = buildSectionNav(mixed, mixedSection, "/docs/big/g0/p3");
    expect(countItems(fromGuide)).toBe(1 + 5 * 21);
    expect(fromGuide.find((item) => item.path === "/docs/big/reference")?.children).toEqual([]);
    const fromReference = buildSectionNav(mixed, mixedSection, "/docs/big/reference/t7");
    expect(fromReference.find((item) => item.path === "/docs/big/reference")?.children).toHaveLength(
      LARGE_GROUP_LIMIT + 1,
    );
  });

  it("finds previous and next from one reading order per tree, still in tree order", () => {
    const { tree } = bigSection(3, 3);
    const order = listReadingOrder(tree).map((node) => node.path);
    expect(order.slice(0, 4)).toEqual(["/", "/docs", "/docs/big", "/docs/big/g0"]);
    expect(findPrevNext(tree, "/docs/big/g0/p2")).toMatchObject({
      prev: { href: "/docs/big/g0/p1" },
      next: { href: "/docs/big/g1" },
    });
    expect(findPrevNext(tree, "/nowhere")).toEqual({});
    listReadingOrder(tree).reverse();
    expect(listReadingOrder(tree).map((node) => node.path)).toEqual(order);
  });
});
