import { buildTree } from "#build/content/build-tree.ts";
import type { PageRecord } from "#build/pipeline/build-site-data.ts";
import type { SiteSource } from "#build/site-cache/site-source.ts";
import { invariant } from "#shared/invariant.ts";

/** One Markdown page of a test site: its path, title and rendered HTML. */
export interface TestPage {
  path: string;
  title: string;
  html: string;
  embedPreview?: boolean;
}

/**
 * A small site as the build would read it (a `SiteSource`): the home page, `/docs`, the pages given, and a redirect at
 * `/docs/old` to the first of them.
 */
export function testSite(pages: TestPage[]): SiteSource {
  const files = [
    { path: "/", title: "Home", body: "Home." },
    { path: "/docs", title: "Docs", body: "Docs." },
    ...pages.map((page) => ({ path: page.path, title: page.title, body: page.html })),
  ].map((page, index) => ({
    file: `content${page.path === "/" ? "" : page.path}/index.md`,
    path: page.path,
    metadata: { title: page.title, weight: index + 1 },
    body: page.body,
    bodyLine: 4,
  }));
  const redirect = {
    file: "content/docs/old.md",
    path: "/docs/old",
    metadata: { title: "Old", weight: 9, redirect: pages[0]?.path ?? "/docs" },
    body: "",
    bodyLine: 4,
  };
  const { tree, problems } = buildTree([...files, redirect]);
  invariant(tree, `the test site has no tree: ${JSON.stringify(problems)}`);
  const records = new Map<string, PageRecord>(
    files.map((file) => [
      file.path,
      {
        path: file.path,
        file: file.file,
        html: pages.find((page) => page.path === file.path)?.html ?? `<p>${file.body}</p>`,
        headings: [],
        hasBody: true,
        markdown: file.body,
        embedPreview: pages.find((page) => page.path === file.path)?.embedPreview ?? false,
      },
    ]),
  );
  return {
    tree,
    readPage(path) {
      const record = records.get(path);
      invariant(record, `the test site has no page at ${path}`);
      return record;
    },
  };
}
