import { beforeAll, describe, expect, it } from "vitest";
import { writeAttributes } from "#build/markdown/code-html.ts";
import { createCodeHighlighter, type Highlighter } from "#build/markdown/highlighter.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
  await highlighter.load(["graphql"]);
});

const code = "query Q($id: ID!) {\n  itinerary(id: $id) {\n    title\n  }\n}";

/** The spans of the one line of `html` that holds a code link, as `text[name](href)` pieces. */
function linkedLine(html: string, line: number): string {
  const lines = html.replace(/^<pre[^>]*><code>/, "").split("\n");
  return (lines[line - 1] ?? "").replace(/<a href="([^"]+)" class="code-link">([^<]+)<\/a>/g, "[$2]($1)");
}

describe("highlighted code's HTML", () => {
  it("wraps each linked name inside its coloured token and leaves the code's text unchanged", () => {
    const html = highlighter.highlight(code, "graphql", "", [
      { line: 1, column: 14, length: 2, href: "/docs/graphql/schema/ID" },
      { line: 2, column: 3, length: 9, href: "/docs/graphql/schema/Query#field-itinerary" },
      { line: 3, column: 5, length: 5, href: "/docs/graphql/schema/Itinerary#field-title" },
    ]);
    expect(linkedLine(html, 1)).toMatch(/<span class="sk-[a-z0-9]+">\[ID\]\(\/docs\/graphql\/schema\/ID\)<\/span>/);
    expect(linkedLine(html, 2)).toMatch(
      /^<span class="line"><span class="sk-[a-z0-9]+"> {2}\[itinerary\]\(\/docs\/graphql\/schema\/Query#field-itinerary\)<\/span>/,
    );
    expect(linkedLine(html, 3)).toMatch(/"> {4}\[title\]\(\/docs\/graphql\/schema\/Itinerary#field-title\)<\/span>/);
    expect(html.replace(/<[^>]+>/g, "")).toBe(code);
  });

  it("escapes a link's href as an attribute, and skips a link that does not fall inside one token", () => {
    const html = highlighter.highlight("query Q {\n  itinerary { title }\n}", "graphql", "", [
      { line: 2, column: 3, length: 9, href: "/docs/graphql/schema/Query?a=1&b='2'#field-\"itinerary\"" },
      { line: 1, column: 1, length: 9, href: "/straddles" },
    ]);
    expect(html).toContain('<a href="/docs/graphql/schema/Query?a=1&#x26;b=&#x27;2&#x27;#field-&#x22;itinerary&#x22;"');
    expect(html).not.toContain("/straddles");
  });

  it("refuses a <pre> attribute it does not know, rather than write it wrong", () => {
    expect(writeAttributes({ className: ["shiki", "x"], tabindex: "0" })).toBe(' class="shiki x" tabindex="0"');
    expect(() => writeAttributes({ dataLine: "1" })).toThrow("cannot write the `dataLine` property");
  });

  it("is what a page's code block is written with, and Markdown still cannot write raw HTML", async () => {
    const { html } = await renderTestMarkdown('```json\n{ "a": "<b>&</b>" }\n```\n\nText <b>bold</b>.\n');
    expect(html).toContain('&#x3C;b>&#x26;&#x3C;/b>"</span>');
    expect(html).not.toContain("<b>");
  });
});
