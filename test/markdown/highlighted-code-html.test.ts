import type { Element } from "hast";
import { toHtml } from "hast-util-to-html";
import { beforeAll, describe, expect, it } from "vitest";
import { createCodeHighlighter, type Highlighter } from "#build/markdown/highlighter.ts";
import { highlightedCodeHtml } from "#build/markdown/highlighted-code-html.ts";
import { linkCodeTokens } from "#build/markdown/link-code-tokens.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
  await highlighter.load(["graphql", "json", "ts", "bash", "html"]);
});

/** Blocks whose text holds every character hast-util-to-html escapes in text, plus empty and highlighted lines. */
const BLOCKS: [lang: string, code: string, meta: string][] = [
  ["graphql", 'query Q($id: ID!) {\n  itinerary(id: $id) {\n\n    title # "<&>"\n  }\n}', "{2,4}"],
  ["json", '{\n  "a": "x < y && z > \'w\' `v`",\n  "b": [1, 2.5e3, null, true]\n}', ""],
  ["ts", "const f = <T,>(x: T): T => x; // a < b && c\nexport default f;\n", "{1}"],
  ["bash", "curl -s 'https://example.com/?a=1&b=2' | jq '.data' > out.json\n", ""],
  ["html", "<a href=\"/x?y=1&amp;z=2\" title='it'>link</a>\n<script>let a = 1 < 2;</script>", ""],
  ["text", "plain & simple <text>\n\n  indented line", ""],
];

describe("highlightedCodeHtml", () => {
  it("writes highlighted code byte for byte as rehype-stringify does, escapes included", () => {
    for (const [lang, code, meta] of BLOCKS) {
      const pre = highlighter.highlight(code, lang, meta);
      expect(highlightedCodeHtml(pre), lang).toBe(toHtml(pre));
    }
  });

  it("writes linked names as rehype-stringify does, whatever their href holds", () => {
    const pre = highlighter.highlight("query Q {\n  itinerary { title }\n}", "graphql", "");
    linkCodeTokens(pre, [
      { line: 2, column: 3, length: 9, href: "/docs/graphql/schema/Query?a=1&b='2'#field-\"itinerary\"" },
      { line: 2, column: 15, length: 5, href: "/docs/graphql/schema/Itinerary#field-`title`" },
    ]);
    const html = highlightedCodeHtml(pre);
    expect(html).toContain("&#x26;b=&#x27;2&#x27;#field-&#x22;itinerary&#x22;");
    expect(html).toBe(toHtml(pre));
  });

  it("leaves to rehype-stringify any element, attribute or node that highlighted code does not have", () => {
    const pre = () => highlighter.highlight("let a = 1;", "ts", "");
    const withData = pre();
    withData.properties.dataLine = "1";
    const withBreak = pre();
    (withBreak.children[0] as Element).children.push({ type: "element", tagName: "br", properties: {}, children: [] });
    const withComment = pre();
    (withComment.children[0] as Element).children.push({ type: "comment", value: "x" });
    for (const node of [withData, withBreak, withComment]) expect(highlightedCodeHtml(node)).toBeUndefined();
    // Properties that are absent from the markup are skipped, as rehype-stringify skips them.
    const withAbsent = pre();
    Object.assign(withAbsent.properties, { href: undefined, style: null, tabindex: false });
    expect(highlightedCodeHtml(withAbsent)).toBe(toHtml(withAbsent));
  });

  it("is what a page's code block is written with, and Markdown still cannot write raw HTML", async () => {
    const { html } = await renderTestMarkdown('```json\n{ "a": "<b>&</b>" }\n```\n\nText <b>bold</b>.\n');
    expect(html).toContain('&#x3C;b>&#x26;&#x3C;/b>"</span>');
    expect(html).not.toContain("<b>");
  });
});
