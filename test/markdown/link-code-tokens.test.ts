import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import { beforeAll, describe, expect, it } from "vitest";
import { createCodeHighlighter, type Highlighter } from "#build/markdown/highlighter.ts";
import { linkCodeTokens } from "#build/markdown/link-code-tokens.ts";

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
  await highlighter.load(["graphql"]);
});

const code = "query Q($id: ID!) {\n  itinerary(id: $id) {\n    title\n  }\n}";

describe("linkCodeTokens", () => {
  it("wraps each linked name inside its coloured token and leaves the text unchanged", () => {
    const pre = highlighter.highlight(code, "graphql", "");
    linkCodeTokens(pre, [
      { line: 1, column: 14, length: 2, href: "/docs/graphql/schema/ID" },
      { line: 2, column: 3, length: 9, href: "/docs/graphql/schema/Query#field-itinerary" },
      { line: 3, column: 5, length: 5, href: "/docs/graphql/schema/Itinerary#field-title" },
    ]);
    const html = toHtml(pre);
    const links = [
      ...html.matchAll(/<span class="(sk-[^"]+)">([^<]*)<a href="([^"]+)" class="code-link">([^<]+)<\/a>/g),
    ];
    expect(links.map(([, , before, href, name]) => `${before ?? ""}[${name}](${href})`)).toEqual([
      "[ID](/docs/graphql/schema/ID)",
      "  [itinerary](/docs/graphql/schema/Query#field-itinerary)",
      "    [title](/docs/graphql/schema/Itinerary#field-title)",
    ]);
    expect(toString(pre)).toBe(code);
  });

  it("skips a link that does not fall inside one token", () => {
    const pre = highlighter.highlight(code, "graphql", "");
    linkCodeTokens(pre, [{ line: 1, column: 1, length: 12, href: "/x" }]);
    expect(toHtml(pre)).not.toContain("code-link");
  });
});
