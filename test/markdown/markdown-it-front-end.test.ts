import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import remarkDirective from "remark-directive";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { planSyntheticPages } from "../../bench/synthetic/plan-synthetic-pages.ts";
import { writeSyntheticMarkdown } from "../../bench/synthetic/write-synthetic-markdown.ts";
import { remarkParseGfm } from "#build/markdown/gfm-syntax.ts";
import { proseMayHoldLiteralAutolink } from "#build/markdown/literal-autolinks.ts";
import { markdownItTreeOrReason } from "#build/markdown/markdown-it/markdown-it-front-end.ts";
import { micromark, treeShape } from "./micromark-tree.ts";

/** The pipeline's parser: the front end where it reads the document and the page has no literal autolinks. */
const pipeline = unified().use(remarkParseGfm).use(remarkDirective).freeze();

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/** Where two values first differ, as a path and the two values there (short enough to read in a failure). */
function firstDifference(mine: unknown, theirs: unknown, path = ""): { path: string; mine: unknown; theirs: unknown } {
  if (typeof mine === "object" && mine && typeof theirs === "object" && theirs) {
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
    for (const key of keys) {
      const a = (mine as Record<string, unknown>)[key];
      const b = (theirs as Record<string, unknown>)[key];
      if (JSON.stringify(a) !== JSON.stringify(b)) return firstDifference(a, b, `${path}.${key}`);
    }
  }
  const brief = (value: unknown) => JSON.stringify(value)?.slice(0, 300);
  return { path, mine: brief(mine), theirs: brief(theirs) };
}

/** Markdown files under `dir`, their front matter taken off as the content loader does. */
function documents(dir: string): { file: string; body: string }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => ({ file: join(dir, file), body: readFileSync(join(dir, file), "utf8").replace(FRONT_MATTER, "") }));
}

/**
 * The documents the front end reads, and every difference from micromark's tree: the front end's own tree where it
 * reads a document, and the pipeline's parser (front end or micromark, literal autolinks where needed) on all of them.
 */
function compare(docs: { file: string; body: string }[]) {
  const built: string[] = [];
  const differing: { file: string; parser: string; path: string; mine: unknown; theirs: unknown }[] = [];
  for (const { file, body } of docs) {
    const theirs = treeShape(micromark.parse(body));
    const piped = treeShape(pipeline.parse(body));
    if (JSON.stringify(piped) !== JSON.stringify(theirs)) {
      differing.push({ file, parser: "pipeline", ...firstDifference(piped, theirs) });
    }
    const { tree } = markdownItTreeOrReason(body);
    if (!tree) continue;
    built.push(file);
    // The pipeline sends these to micromark with the literal autolink syntax, which the front end does not read.
    if (proseMayHoldLiteralAutolink(body)) continue;
    const mine = treeShape(tree);
    if (JSON.stringify(mine) !== JSON.stringify(theirs)) {
      differing.push({ file, parser: "front end", ...firstDifference(mine, theirs) });
    }
  }
  return { built, differing };
}

const require = createRequire(import.meta.url);
// The spec writes tabs as `→`, which its own test runner turns back into tabs.
const commonmark = (require("commonmark-spec") as { tests: { markdown: string; number: number; section: string }[] })
  .tests;

/** GFM's tables and remark-directive's syntax as the site writes them, and around their edges. */
const EXTENSION_CASES = [
  "| a | b |\n| - | - |\n| 1 | 2 |",
  "| Left | Centre | Right | None |\n| :--- | :-: | --: | --- |\n| 1 | 2 | 3 | 4 |",
  "a | b\n--|--\n1 | 2\n\nafter",
  "| a | b |\n| - | - |\n| `x \\| y` | **2** |\n| [link](/x) | ![i](/i.png) |",
  "| a | b |\n| - | - |\n| 1 |",
  "| a | b |\n| - | - |\n| 1 | 2 | 3 |",
  "| a | b |\n| - | - |\n| 1 | 2 |\nlazy line\n\nafter",
  "A paragraph line\n| a | b |\n| - | - |\n| 1 | 2 |",
  "- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |",
  "> | a | b |\n> | - | - |\n> | 1 | 2 |",
  "| a |\n| - |\n|  |",
  ":::note\nA note with **strong** text.\n:::",
  ":::warning[Keep the token secret]\nText.\n:::",
  ":::danger[A *styled* label]{#id .one .two key=value other='x'}\nText.\n:::",
  '::::tabs{sync="client"}\n:::tab{label="curl"}\n```bash\ncurl https://example.com\n```\n:::\n:::tab{label="JavaScript (fetch)"}\n```js\nawait fetch(url);\n```\n:::\n::::',
  ":::note\n```md\n:::\n```\n:::",
  "Paragraph\n:::note\ninterrupts it\n:::",
  ":::note\nnever closed",
  "- item\n\n  :::note\n  in a list\n  :::\n- next",
  "> :::note\n> in a quote\n> :::",
  '::itinerary-map{src="/examples/a.geojson" title="A walk"}',
  "::embed-configurator{type=script}\n\ntext",
  "::leaf[with a label]",
  "::1st",
  "::name-",
  ':::note{title="a &amp; b"}\nx\n:::',
  "Text\n::leaf\nmore",
  "   :::note\n   indented\n   :::",
  "Time 10:30 in text",
  "An emoji :tada: here",
  "- [ ] a task\n- [x] done",
  "Some ~~struck~~ text",
  "A footnote[^1].\n\n[^1]: The note.",
  "Visit https://example.com or www.example.com today.",
  ":::note[]\nx\n:::",
  ":::note{}\nx\n:::",
  "::leaf[]",
  ":::note [x]\ny\n:::",
  ":::note\n:::",
  ":::note\n\n- a\n- b\n\n:::\n\nafter",
  "- a\n  :::note\n  x\n  :::\n\n- b",
  "1. one\n2. two\n\n   para\n3. three",
  "> quote\n> - a\n>\n> - b",
  "* a\n*\n\n* c",
  "    indented code\n\n\n    more",
  "Smile :\u{1F600} here",
  "A name with :na\u{1F600}me",
  "\u{1F600}*a*b and a*\u{1F600}*b",
  "*a*\u{1F600} and **\u{1F600}**a and a**\u{1F600}**b",
  "\u{1F600}_a_ and _a_\u{1F600} and x_\u{1F600}_y",
  "\u{1D7D8}*a*\u{1D7D8}",
  "\u2028*a*\u2029 and \uFEFF_b_",
  "Emoji away from markers: \u{1F600} *a* \u{1F600}",
  // Many lazy lines after a quote: a check that backtracked over them would never end here.
  `> quote\n${"word word word word\n".repeat(40)}    indented`,
  "a\n| - |",
  "![](x)\n   | - |",
  "> quote\n[![i](x)](y)\n    > quote",
  "  ```\n   ",
  "      ```\n1.",
  "    ![](x)\n-",
  "> > nested quote\n    -",
];

describe("the markdown-it front end", () => {
  it("declines, or builds micromark's tree for, GFM tables and directives", () => {
    const { built, differing } = compare(EXTENSION_CASES.map((body, index) => ({ file: `case ${index}`, body })));
    expect(differing).toEqual([]);
    // The forms the site uses are read, not declined.
    expect(built).toEqual(
      expect.arrayContaining(["case 0", "case 1", "case 3", "case 11", "case 12", "case 14", "case 20"]),
    );
  });

  it("declines, or builds micromark's tree for, every example of the CommonMark spec", () => {
    const { built, differing } = compare(
      commonmark.map((test) => ({
        file: `example ${test.number} (${test.section})`,
        body: test.markdown.replaceAll("→", "\t"),
      })),
    );
    expect(differing).toEqual([]);
    // 469 of 652 when written; the rest hold raw HTML, reference definitions and the like, which it declines.
    expect(built.length).toBeGreaterThan(commonmark.length / 2);
  });

  it("builds micromark's tree, lines included, for the site's pages it reads", () => {
    const docs = [...documents("content"), ...documents("test/fixtures")];
    const { built, differing } = compare(docs);
    expect(differing).toEqual([]);
    expect(built.length).toBeGreaterThan(docs.length / 2);
    // Three parses of every page: a few seconds alone, several times that inside `npm test` beside the build and browsers.
  }, 90_000);

  it("builds micromark's tree for the bench's synthetic pages", () => {
    const planned = planSyntheticPages(150);
    const site = {
      byPath: new Map(planned.map((page) => [page.path, page])),
      leaves: planned.filter((page) => page.kind === "page"),
      realPaths: ["/docs/guide"],
    };
    const docs = planned.map((page) => ({
      file: page.file,
      body: writeSyntheticMarkdown(page, site).replace(FRONT_MATTER, ""),
    }));
    const { built, differing } = compare(docs);
    expect(differing).toEqual([]);
    expect(built.length).toBeGreaterThan(docs.length * 0.9);
  }, 90_000);

  it.each([
    ["<div>raw</div>", "raw HTML"],
    ["Text with <b>inline</b> HTML.", "raw HTML"],
    ["[a][ref]\n\n[ref]: /x", "link reference definitions"],
    ["Note[^1].\n\n[^1]: Text.", "possible footnotes"],
    ["Some ~~struck~~ text.", "a tilde (GFM strikethrough)"],
    ["- [ ] a task", "a task list item"],
    ["At 10:30, or :name[label].", "a possible text directive"],
    ["- a\n\n\tcode", "tabs in indentation"],
    ["a\r\nb", "carriage returns"],
    ["Done \u{1F600}*now*", "an emoji or other astral character beside an emphasis marker"],
    ["a\u2028*b*", "a line or paragraph separator, or a byte order mark"],
    [`${">".repeat(120)} deep`, "blocks or inline constructs nested too deeply"],
    [`${"*a ".repeat(120)}b${" c*".repeat(120)}`, "blocks or inline constructs nested too deeply"],
    ['```js title="a&amp;b"\nx\n```', "fence info with escapes, character references or trailing space"],
    ["| a | b |\n| - | - |\n| 1 |", "a table row whose cell count differs from the header's"],
    ["[a link](/x 'and\na title')", "a line break inside an inline construct"],
    ["- a\n  - b\n\n  c", "a blank line after a nested list or block quote"],
    ["-\n  below the marker", "a list item whose content starts below its marker"],
    [":::note\nnever closed", "line 1: a container directive without its closing fence"],
    ['::name{a="&amp;"}', "line 1: a directive line the fast front end does not read"],
  ])("declines %j: %s", (markdown, reason) => {
    expect(markdownItTreeOrReason(markdown)).toEqual({ declined: reason });
  });
});
