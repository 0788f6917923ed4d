import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { remarkParseGfm } from "#build/markdown/gfm-syntax.ts";
import { linesBeforeDelimiterRows } from "#build/markdown/table-start-lines.ts";

const withRemarkGfm = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
// micromark only: the markdown-it front end, which keeps lines but not columns, has its own test.
const withGfmSyntax = unified().use(remarkParseGfm, { markdownIt: false }).use(remarkDirective).freeze();

const parse = (processor: typeof withRemarkGfm, markdown: string): Root => processor.parse(markdown);

/** Tables where they may and may not start, and lines that look like delimiter rows but are not. */
const TABLE_CASES = [
  "| a | b |\n| - | - |\n| 1 | 2 |",
  "a | b\n--|--\n1 | 2",
  "| a |\n| - |\n| 1 |",
  "| a |\n|-|",
  "| a | b |\n| :-: | --: |\n| `x \\| y` | 2 |",
  "| a | b |\r\n| - | - |\r\n| 1 | 2 |",
  "| a | b |\r| - | - |\r| 1 | 2 |",
  "| a | b |\n| - | - |\n| 1 | 2 |\nlazy line\n\nafter",
  "| a | b |\n| - | - |\n\n| c |\n| - |\n| d |",
  "| a | b |\n| - |",
  "A paragraph line\n| a | b |\n| - | - |\n| 1 | 2 |",
  "# Heading\n| a |\n| - |",
  "> | a | b |\n> | - | - |\n> | 1 | 2 |",
  "> | a | b |\n| - | - |",
  "- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |",
  "- | a | b |\n  | - | - |\n- next",
  "1. x\n   > | a |\n   > | - |\n   > | b |",
  "  | a |\n  | - |",
  "    | a |\n    | - |",
  "\t| a |\n\t| - |",
  "Title\n---\n\ntext\n\n---\n\n***\n\n- - -",
  "[^1]: note\n\n    | a |\n    | - |\n\nText[^1].",
  ":::note\n| a |\n| - |\n| b |\n:::",
  "```\n| a |\n| - |\n```\n\n| a |\n| - |",
];

describe("GFM's syntax with the guarded table syntax", () => {
  it("finds the lines before possible delimiter rows, in block quotes and list items too", () => {
    expect([...linesBeforeDelimiterRows("| a |\n| - |\ntext\n> |:-:|\n  - - -\nno")]).toEqual([1, 3, 4]);
    expect([...linesBeforeDelimiterRows("a\r\n---\r\nb\r|--|")]).toEqual([1, 3]);
    expect([...linesBeforeDelimiterRows("| - |\n| x - |\n|||")]).toEqual([]);
  });

  it.each(TABLE_CASES)("parses %j to remark-gfm's tree", (markdown) => {
    expect(parse(withGfmSyntax, markdown)).toEqual(parse(withRemarkGfm, markdown));
  });

  it("parses every page of the site's content and of the test fixtures to remark-gfm's tree", () => {
    const files = ["content", "test/fixtures"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".md"))
        .map((file) => join(dir, file)),
    );
    expect(files.length).toBeGreaterThan(150);
    const differing = files.filter((file) => {
      const markdown = readFileSync(file, "utf8");
      return JSON.stringify(parse(withGfmSyntax, markdown)) !== JSON.stringify(parse(withRemarkGfm, markdown));
    });
    expect(differing).toEqual([]);
    // Two parses of every page (215 files): 5-6 s alone, 19-26 s inside `npm test` beside the build and the browsers.
  }, 90_000);
});
