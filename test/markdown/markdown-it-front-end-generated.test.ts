import type { Root } from "mdast";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../bench/synthetic/random.ts";
import { proseMayHoldLiteralAutolink, treeMayHoldLiteralAutolink } from "#build/markdown/literal-autolinks.ts";
import { markdownItTreeOrReason } from "#build/markdown/markdown-it/markdown-it-front-end.ts";
import { micromark, treeShape } from "./micromark-tree.ts";

/*
 * A differential test of the markdown-it front end against micromark: seeded documents made of lines that mix the
 * constructs and their edges (indentation, lazy lines, empty items, unclosed fences, tables without pipes, emphasis
 * beside punctuation and emoji). Each document the front end reads must give micromark's tree, lines included. It
 * found the emoji, lazy-line, empty-item, unclosed-fence and pipe-less-table declines of decision 19.
 */

const LINES: readonly string[] = [
  "# Heading",
  "## Heading *em* {#id}",
  "Setext",
  "===",
  "---",
  "para with **strong** and _em_ and `code`",
  "a  ",
  "b\\",
  '[link](/url "title")',
  "![img *a*](/i.png)",
  "<https://x.y/z>",
  "&amp; &copy; &#35; &nbsp;",
  "\\*escaped\\*",
  "- item",
  "  - nested",
  "    - deeper",
  "1. one",
  "3) three",
  "> quote",
  ">",
  "",
  "",
  "",
  '```js title="x"',
  "```",
  "~~~",
  "    indented",
  "| a | b |",
  "| - | :-: |",
  "| 1 | 2 |",
  "|x|",
  ":::note",
  ":::warning[Label *x*]",
  ":::",
  "::::tabs",
  ':::tab{label="A"}',
  "::::",
  "::leaf{a=b}",
  "***",
  "text with \u00e9 and *x* and \u00a0",
  "a*b*c _d_e",
  "**a**b __c__d",
  "x - y",
  "* star",
  "+ plus",
  "2. two",
  "  continuation",
  "   three-space",
  "`code span`",
  "``a ` b``",
  "*a **b** c*",
  "**a *b* c**",
  "***a***",
  "[a *b*](</u v>)",
  "[]()",
  "![](x)",
  "text # not heading",
  "#5 not heading",
  "- [link](/a)",
  "- ```",
  "  code in item",
  "  ```",
  "> - quoted item",
  "> > nested quote",
  "para\n# after",
  "\\",
  "a\\b",
  "**",
  "*",
  "_",
  "__init__",
  "snake_case_word",
  "*a\n b*",
  "1.",
  "-",
  "- a\n\n  b",
  "- a\n- b\n\n- c",
  "line ending with two spaces  ",
  "  | a | b |",
  "  | - | - |",
  "  | 1 | 2 |",
  "   :::note",
  "  ::leaf",
  "- :::note",
  "  inside",
  "  :::",
  "1. | a |",
  "   | - |",
  "> ```",
  "> code",
  "> ```",
  "**bold:** text",
  "*a*.",
  "(*a*)",
  '"*a*"',
  "a**b**",
  "«*a*»",
  "—*a*—",
  "¿*a*?",
  "[a](b) c",
  "[a]",
  "[a] b",
  "[![i](x)](y)",
  "[`c`](d)",
  "**[a](b)**",
  "a\\",
  "a&#x2028;b",
  "h&eacute;llo",
  "\\*",
  "1\\. not list",
  "- - -",
  "* * *",
  "_ _ _",
  "- a\n - b\n  - c",
  "10. ten",
  "1) a",
  "2) b",
  "- a\n\n\n- b",
  "    code\n\n    more",
  "  \t",
  "a\n===\n",
  "a\n---",
  "> a\n> ===",
  "- # h",
  "- > q",
  "> - a\n>   b",
  "Term\n: not dl",
  "www.example.com",
  "http://a.b",
  "x@y.z",
  "foo_bar_baz",
  "*foo*bar",
  "**foo*",
  "*foo**",
  "***foo** bar*",
  "`a``b`",
  "` `",
  "`` ` ``",
  "![a\nb](c)",
  "[a\nb](c)",
];

/** The tree's shape (./micromark-tree.ts) as one string to compare. */
function shape(tree: Root): string {
  return JSON.stringify(treeShape(tree));
}

/** Whether the front end reads `document` (as the pipeline uses it) to a tree that is not micromark's. */
function differs(document: string): boolean {
  const { tree } = markdownItTreeOrReason(document);
  if (!tree || proseMayHoldLiteralAutolink(document) || treeMayHoldLiteralAutolink(tree)) return false;
  return shape(tree) !== shape(micromark.parse(document));
}

/** The fewest of `lines` that still differ, one line taken out at a time: a failure then shows a short document. */
function shortest(lines: string[]): string {
  let kept = lines;
  for (let index = 0; index < kept.length;) {
    const fewer = [...kept.slice(0, index), ...kept.slice(index + 1)];
    if (fewer.length > 0 && differs(fewer.join("\n"))) kept = fewer;
    else index++;
  }
  return kept.join("\n");
}

describe("the markdown-it front end on generated documents", () => {
  it("gives micromark's tree for every one it reads", () => {
    const random = createRandom("markdown-it front end");
    const differing = new Set<string>();
    let read = 0;
    for (let n = 0; n < 3000; n++) {
      const lines = Array.from({ length: random.int(1, 14) }, () => {
        const indent = random.next() < 0.15 ? " ".repeat(random.int(1, 4)) : "";
        return indent + random.pick(LINES);
      });
      const document = lines.join("\n");
      if (markdownItTreeOrReason(document).tree) read++;
      if (differs(document)) differing.add(shortest(lines));
    }
    expect([...differing]).toEqual([]);
    // Many are read (923 of 3,000 when written; indented lines make most of the rest indented code or lazy lines,
    // which it declines): the test would pass without meaning if the front end declined nearly all of them.
    expect(read).toBeGreaterThan(600);
  }, 60_000);
});
