import { describe, expect, it } from "vitest";
import { buildTree } from "#build/content/build-tree.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { formatRedirectsFile, listRedirectRules, parseRedirectsFile } from "#build/publish/redirect-rules.ts";

function page(path: string, weight: number, extra: Partial<ContentFile["metadata"]> = {}): ContentFile {
  return { file: `content${path}.md`, path, metadata: { title: path, weight, ...extra }, body: "", bodyLine: 4 };
}

const { tree } = buildTree([
  page("/", 1, { forward: true }),
  page("/docs", 1, { forward: true }),
  page("/docs/guide", 1),
  page("/docs/guide/moved", 2, { redirect: "/docs/guide/two" }),
  page("/docs/guide/two", 3),
  page("/docs/guide/to-group", 4, { redirect: "/docs/group" }),
  page("/docs/guide/out", 5, { redirect: "https://example.com/out" }),
  page("/docs/group", 2, { forward: true }),
  page("/docs/group/first", 1),
]);
if (!tree) throw new Error("fixture tree failed to build");

describe("redirect rules", () => {
  const rules = listRedirectRules(tree);

  it("makes every redirect permanent (301) and every forward temporary (302), pages not at all", () => {
    expect(rules.map((rule) => [rule.from, rule.status])).toEqual([
      ["/", 302],
      ["/docs", 302],
      ["/docs/guide/moved", 301],
      ["/docs/guide/to-group", 301],
      ["/docs/guide/out", 301],
      ["/docs/group", 302],
    ]);
  });

  it("sends each rule straight to its final destination, through forwards and redirects", () => {
    expect(Object.fromEntries(rules.map((rule) => [rule.from, rule.to]))).toEqual({
      "/": "/docs/guide",
      "/docs": "/docs/guide",
      "/docs/guide/moved": "/docs/guide/two",
      "/docs/guide/to-group": "/docs/group/first",
      "/docs/guide/out": "https://example.com/out",
      "/docs/group": "/docs/group/first",
    });
  });

  it("writes _redirects one rule a line and reads the same rules back", () => {
    const file = formatRedirectsFile(rules);
    expect(file.split("\n").slice(0, 3)).toEqual([
      "/ /docs/guide 302",
      "/docs /docs/guide 302",
      "/docs/guide/moved /docs/guide/two 301",
    ]);
    expect([...parseRedirectsFile(file).values()]).toEqual(rules);
  });

  it("skips blank lines and comments when reading _redirects", () => {
    const parsed = parseRedirectsFile("# moved pages\n\n/a /b 301\n  /c   /d   302  \n");
    expect([...parsed.values()]).toEqual([
      { from: "/a", to: "/b", status: 301 },
      { from: "/c", to: "/d", status: 302 },
    ]);
  });
});
