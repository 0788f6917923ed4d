import { toHtml } from "hast-util-to-html";
import { bundledThemes, createHighlighter } from "shiki";
import { transformerMetaHighlight, transformerStyleToClass } from "@shikijs/transformers";
import { describe, expect, it } from "vitest";
import { createCodeHighlighter } from "#build/markdown/highlighter.ts";

describe("createCodeHighlighter", () => {
  it("highlights a block once its language's grammar is loaded, and refuses one whose grammar is not", async () => {
    const highlighter = await createCodeHighlighter();
    expect(() => highlighter.highlight("const a = 1;", "ts", "")).toThrow(
      "the typescript grammar is loaded (Highlighter.load) before a block is highlighted",
    );
    await highlighter.load(["ts", "TypeScript", "unknown-language"]);
    const pre = highlighter.highlight("const a = 1;", "ts", "");
    expect(pre.replace(/<[^>]+>/g, "")).toBe("const a = 1;");
    expect(highlighter.css()).toMatch(/\.sk-/);
    // A language the table lacks is plain text, which needs no grammar.
    expect(highlighter.highlight("plain words", "unknown-language", "").replace(/<[^>]+>/g, "")).toBe("plain words");
  });

  it("writes the markup and CSS of Shiki's two themes with its style-to-class transformer, class for class", async () => {
    const blocks: [lang: string, code: string, meta: string][] = [
      [
        "typescript",
        'export const url = new URL("/graphql", base); // the endpoint\n/** @deprecated */ let n = 1;\n',
        "{2}",
      ],
      ["graphql", "query Trip($id: ID!) {\n  itinerary(id: $id) { title }\n}\n", ""],
      ["bash", 'curl -s -H "Authorization: Bearer $TOKEN" https://example.com | jq .data # fetch\n', ""],
      ["json", '{ "type": "Feature", "ok": true, "n": null }\n', ""],
      // Every character the HTML escapes, empty and highlighted lines, whitespace-only tokens, embedded grammars.
      ["json", '{\n  "a": "x < y && z > \'w\' `v`",\n\n  "b": [1, 2.5e3, null, true]\n}', "{1,3-4}"],
      [
        "html",
        "<a href=\"/x?y=1&amp;z=2\" title='it'>link</a>\n<script>let a = 1 < 2;</script>\n<style>a { color: red; }</style>",
        "",
      ],
      ["bash", "  # indented\n\tcurl -s 'https://example.com/?a=1&b=2'   |   jq '.data'\n", "{2}"],
      ["text", "plain & simple <text>\n\n  indented line", ""],
      ["typescript", "", ""],
    ];
    const ours = await createCodeHighlighter();
    await ours.load(blocks.map(([lang]) => lang));
    const light = (await bundledThemes["github-light-default"]()).default;
    const dark = (await bundledThemes["github-dark-default"]()).default;
    const shiki = await createHighlighter({ themes: [light, dark], langs: blocks.map(([lang]) => lang) });
    const toClass = transformerStyleToClass({ classPrefix: "sk-" });
    for (const [lang, code, meta] of blocks) {
      const expected = shiki.codeToHast(code, {
        lang,
        themes: { light: "github-light-default", dark: "github-dark-default" },
        defaultColor: false,
        meta: { __raw: meta },
        tokenizeTimeLimit: 0,
        transformers: [transformerMetaHighlight(), toClass],
      });
      expect(ours.highlight(code, lang, meta), lang).toBe(toHtml(expected.children[0]!));
    }
    const rules = (css: string) => css.split("}").sort();
    expect(rules(ours.css())).toEqual(rules(toClass.getCSS()));
  });
});
