import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { buildTree } from "#build/content/build-tree.ts";
import { ContentError, type ContentProblem } from "#build/content/content-problem.ts";
import { parseFrontMatter } from "#build/content/front-matter.ts";
import { checkTargets } from "#build/content/resolve-targets.ts";
import { buildSiteData, type PageRecord } from "#build/pipeline/build-site-data.ts";

const rootDir = join(import.meta.dirname, "../..");
const config = resolveSiteConfig(undefined, {});

async function problemsOf(scenario: string): Promise<string> {
  try {
    await buildSiteData({ rootDir, config, contentDir: `test/fixtures/content/${scenario}` });
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  return "no problems";
}

const messages = (problems: ContentProblem[]) => problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ""} ${p.message}`);

describe("front-matter validation", () => {
  it("reports a missing title and an empty one", () => {
    expect(messages(parseFrontMatter("---\nweight: 1\n---\n", "a.md").problems)).toMatchInlineSnapshot(`
      [
        "a.md:1 Front-matter \`title\` is required: add \`title: Your page title\`.",
      ]
    `);
    expect(messages(parseFrontMatter('---\ntitle: "  "\nweight: 1\n---\n', "a.md").problems)).toMatchInlineSnapshot(`
      [
        "a.md:2 Front-matter \`title\` must not be empty (got \`"  "\`).",
      ]
    `);
  });

  it("rejects a weight that is not an integer from 1 to 10", () => {
    expect(messages(parseFrontMatter("---\ntitle: A\nweight: 2.5\n---\n", "a.md").problems)).toMatchInlineSnapshot(`
      [
        "a.md:3 Front-matter \`weight\` must be a whole number from 1 to 10 (got \`2.5\`).",
      ]
    `);
    expect(messages(parseFrontMatter("---\ntitle: A\nweight: 0\n---\n", "a.md").problems)[0]).toContain("(got `0`)");
    expect(messages(parseFrontMatter("---\ntitle: A\nweight: ten\n---\n", "a.md").problems)[0]).toContain('(got `"ten"`)');
  });

  it("names an unknown key and suggests the closest allowed one", () => {
    expect(messages(parseFrontMatter("---\ntitle: A\nweight: 1\ndescripton: x\n---\n", "a.md").problems)).toMatchInlineSnapshot(`
      [
        "a.md:4 Unknown front-matter key \`descripton\`. Did you mean \`description\`? Allowed keys: title, weight, layout, toc, description, keywords, redirect, forward, label, sources.",
      ]
    `);
  });

  it("reports broken YAML with the line where it breaks", () => {
    expect(messages(parseFrontMatter("---\ntitle: [unclosed\nweight: 1\n---\n", "a.md").problems)).toEqual([
      "a.md:3 Front matter is not valid YAML: missed comma between flow collection entries",
    ]);
    expect(messages(parseFrontMatter("---\ntitle: A\nweight: 1\ntitle: B\n---\n", "a.md").problems)).toEqual([
      "a.md:4 Front matter is not valid YAML: duplicated mapping key",
    ]);
  });

  it("gives each key's problem the key's own line, quoted keys and keys after a list included", () => {
    const text = '---\ntitle: A\nkeywords:\n  - maps\n  - trails\n"weigth": 1\nlabel: 3\n---\n';
    expect(messages(parseFrontMatter(text, "a.md").problems)).toEqual([
      "a.md:1 Front-matter `weight` is required: add `weight: 1` (an integer from 1 to 10).",
      "a.md:7 Front-matter `label` must be text (got `3`).",
      "a.md:6 Unknown front-matter key `weigth`. Did you mean `weight`? Allowed keys: title, weight, layout, toc, description, keywords, redirect, forward, label, sources.",
    ]);
  });

  it("reads YAML 1.2's core schema: a date-like title stays text, `yes` is text, `true` a boolean", () => {
    const { metadata, problems } = parseFrontMatter("---\ntitle: 2026-11-28\nweight: 1\nlabel: yes\ntoc: true\n---\n", "a.md");
    expect(problems).toEqual([]);
    expect(metadata).toMatchObject({ title: "2026-11-28", label: "yes", toc: true });
  });
});

describe("tree validation", () => {
  const page = (path: string, metadata: Record<string, unknown>) => ({
    file: `content${path}.md`,
    path,
    metadata: { title: path, weight: 1, ...metadata },
    body: "",
    bodyLine: 4,
  });

  it("rejects redirect and forward on one page, and forward without children", () => {
    const { problems } = buildTree([page("/", { forward: true }), page("/a", { redirect: "/", forward: true }), page("/b", { forward: true })]);
    expect(messages(problems)).toMatchInlineSnapshot(`
      [
        "content/a.md A page cannot have both \`redirect\` and \`forward\`. Keep \`redirect\` to send visitors elsewhere, or \`forward: true\` to open the first child.",
        "content/b.md \`forward: true\` needs child pages, but \`/b\` has none. Add a child page or remove \`forward\`.",
      ]
    `);
  });

  it("rejects missing internal targets, loops and external targets that are not https", () => {
    const { tree } = buildTree([
      page("/", {}),
      page("/gone", { redirect: "/nowhere" }),
      page("/x", { redirect: "/y" }),
      page("/y", { redirect: "/x" }),
      page("/http", { redirect: "http://example.com" }),
    ]);
    expect(messages(checkTargets(tree!))).toMatchInlineSnapshot(`
      [
        "content/gone.md Redirect target \`/nowhere\` does not exist. Point it at an existing page path.",
        "content/http.md External redirect \`http://example.com\` must use https://. Change it to an https:// address.",
        "content/x.md Redirect loop: \`/x\` → \`/y\` → \`/x\`. Point one of these pages at a page with content.",
        "content/y.md Redirect loop: \`/y\` → \`/x\` → \`/y\`. Point one of these pages at a page with content.",
      ]
    `);
  });
});

describe("the content build", () => {
  it("reports every problem of a broken tree together, each with file, line and fix", async () => {
    expect(await problemsOf("broken-tree")).toMatchInlineSnapshot(`
      "Found 13 content problems:
        test/fixtures/content/broken-tree/docs/bad-front-matter.md:2  Front-matter \`title\` must not be empty (got \`""\`).
        test/fixtures/content/broken-tree/docs/bad-front-matter.md:3  Front-matter \`weight\` must be a whole number from 1 to 10 (got \`11\`).
        test/fixtures/content/broken-tree/docs/bad-front-matter.md:4  Unknown front-matter key \`titel\`. Did you mean \`title\`? Allowed keys: title, weight, layout, toc, description, keywords, redirect, forward, label, sources.
        test/fixtures/content/broken-tree/docs/both.md  A page cannot have both \`redirect\` and \`forward\`. Keep \`redirect\` to send visitors elsewhere, or \`forward: true\` to open the first child.
        test/fixtures/content/broken-tree/docs/gone.md  Redirect target \`/docs/does-not-exist\` does not exist. Point it at an existing page path.
        test/fixtures/content/broken-tree/docs/group.md:1  Two files make the path \`/docs/group\`: this one and \`test/fixtures/content/broken-tree/docs/group/index.md\`. Keep one of them (a folder's own page is its index.md).
        test/fixtures/content/broken-tree/docs/group/index.md:6  Link \`/docs/nowhere\` points to a page that does not exist. Check the path against content/.
        test/fixtures/content/broken-tree/docs/group/index.md:6  Link \`/docs/group/page#no-such-heading\` points to an anchor that \`/docs/group/page\` does not have. Use the slug of one of its headings.
        test/fixtures/content/broken-tree/docs/group/page.md:8  Link \`other-page\` is relative. Write the absolute path from the site root, such as \`/docs/graphql\`.
        test/fixtures/content/broken-tree/docs/insecure.md  External redirect \`http://example.com/\` must use https://. Change it to an https:// address.
        test/fixtures/content/broken-tree/docs/lonely.md  \`forward: true\` needs child pages, but \`/docs/lonely\` has none. Add a child page or remove \`forward\`.
        test/fixtures/content/broken-tree/docs/loop-a.md  Redirect loop: \`/docs/loop-a\` → \`/docs/loop-b\` → \`/docs/loop-a\`. Point one of these pages at a page with content.
        test/fixtures/content/broken-tree/docs/loop-b.md  Redirect loop: \`/docs/loop-b\` → \`/docs/loop-a\` → \`/docs/loop-b\`. Point one of these pages at a page with content."
    `);
  });

  it("stops on a broken code block, raw HTML and a missing image, naming each file and line", async () => {
    expect(await problemsOf("broken-blocks")).toMatchInlineSnapshot(`
      "Found 3 content problems:
        test/fixtures/content/broken-blocks/docs/code.md:11  In the json block: JSON syntax error at column 27: Expected a property name in double quotes, found \`,\`.
        test/fixtures/content/broken-blocks/docs/html.md:8  Raw HTML \`<div class="note">Not allowed</div>\` is not allowed in Markdown. Use Markdown syntax or a directive, or put it in a fenced code block to show it.
        test/fixtures/content/broken-blocks/docs/image.md:8  Image \`/images/no-such-map.png\` was not found in public/. Add the file or fix the path."
    `);
  });

  it("builds a valid tree, replacing emoji shortcodes outside code only", async () => {
    const data = await buildSiteData({ rootDir, config, contentDir: "test/fixtures/content/valid-tree" });
    const docs = data.pages.find((page) => page.path === "/docs");
    expect(docs?.html).toContain("Start here 🎉");
    expect(docs?.html).toContain("<code>:tada:</code>");
    expect(data.stats.pages).toBe(2);
  });

  it("hears of each page's record once, as it is rendered: the records the site lists", async () => {
    const heard: PageRecord[] = [];
    const data = await buildSiteData({
      rootDir,
      config,
      contentDir: "test/fixtures/content/valid-tree",
      onPage: (page) => heard.push(page),
    });
    const byPath = (a: PageRecord, b: PageRecord) => a.path.localeCompare(b.path);
    expect(heard.length).toBe(data.pages.length);
    expect(heard.toSorted(byPath)).toEqual(data.pages.toSorted(byPath));
  });
});
