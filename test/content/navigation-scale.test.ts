import { describe, expect, it } from "vitest";
import { buildTree } from "#build/content/build-tree.ts";
import { findNode } from "#build/content/doc-node.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { buildSectionNav, findPrevNext, listReadingOrder, NAV_WHOLE_LIST, NAV_WINDOW } from "#build/content/navigation.ts";

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
  it("lists the top level and the groups on the way to the page, a long list cut to NAV_WINDOW around it", () => {
    const { tree, section } = bigSection(30, 20);
    const items = buildSectionNav(tree, section, "/docs/big/g3/p7");
    expect(items).toHaveLength(NAV_WINDOW);
    expect(items.map((item) => item.path)).toContain("/docs/big/g3");
    expect(items.every((item) => item.childCount === 20)).toBe(true);
    expect(items.filter((item) => item.children.length > 0).map((item) => item.path)).toEqual(["/docs/big/g3"]);
    const open = items.find((item) => item.path === "/docs/big/g3")!;
    expect(open.children.map((child) => child.path)).toContain("/docs/big/g3/p7");
    expect(open.children).toHaveLength(NAV_WINDOW);
  });

  it("shows a list of up to NAV_WHOLE_LIST entries whole and cuts a longer one to NAV_WINDOW", () => {
    const whole = bigSection(NAV_WHOLE_LIST, 2);
    expect(buildSectionNav(whole.tree, whole.section, "/docs/big/g5/p1")).toHaveLength(NAV_WHOLE_LIST);
    const cut = bigSection(NAV_WHOLE_LIST + 1, 2);
    const items = buildSectionNav(cut.tree, cut.section, "/docs/big/g11/p1");
    expect(items).toHaveLength(NAV_WINDOW);
    expect(items.map((item) => item.path)).toContain("/docs/big/g11");
  });

  it("carries the same number of entries whatever the size of the site", () => {
    const sizes = [bigSection(15, 9), bigSection(60, 40), bigSection(200, 150)].map(({ tree, section }) =>
      countItems(buildSectionNav(tree, section, `${section.children[7]!.path}/p5`)),
    );
    // 15 groups of 9: the top level cut to the window, the current group (9, short) whole.
    expect(sizes).toEqual([NAV_WINDOW + 9, NAV_WINDOW * 2, NAV_WINDOW * 2]);
  });

  it("keeps the current entry in the window at the start and at the end of a long list", () => {
    const { tree, section } = bigSection(40, 3);
    const first = section.children[0]!.path;
    const last = section.children.at(-1)!.path;
    expect(buildSectionNav(tree, section, first).map((item) => item.path)[0]).toBe(first);
    expect(buildSectionNav(tree, section, last).map((item) => item.path).at(-1)).toBe(last);
  });

  it("lists the whole tree for the section's navigation file", () => {
    const { tree, section } = bigSection(30, 20);
    expect(countItems(buildSectionNav(tree, section))).toBe(630);
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
