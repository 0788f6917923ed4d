import { bundledThemes, createHighlighter, type ThemeRegistration } from "shiki";
import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";
import { pairThemes } from "#build/markdown/paired-theme.ts";

const light = (await bundledThemes["github-light-default"]()).default;
const dark = (await bundledThemes["github-dark-default"]()).default;

const SAMPLES: [lang: string, code: string][] = [
  [
    "graphql",
    "query Trip($id: ID!) {\n  itinerary(id: $id) { title # the name\n    items(first: 5) { edges { node { id } } } }\n}\n",
  ],
  [
    "typescript",
    'const url = new URL("/graphql", base);\n/** Docs. */\nexport async function load(id: string): Promise<number> {\n  return /a+\\d/.test(id) ? 1 : 2;\n}\n',
  ],
  [
    "html",
    "<div class=\"map\" data-x='1'>\n  <style>.map { color: red; }</style>\n  <script>window.x = `a${1}`;</script>\n</div>\n",
  ],
  ["json", '{ "type": "Feature", "geometry": { "coordinates": [151.2, -33.8] }, "ok": true, "n": null }\n'],
  ["bash", 'curl -s -H "Authorization: Bearer $TOKEN" https://example.com | jq .data # fetch\n'],
  ["diff", "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old line\n+new line\n context\n"],
  [
    "markdown",
    "# Title\n\nSome **bold**, _italic_ and ~~struck~~ text, <u>under</u>.\n\n- [link](https://example.com)\n",
  ],
];

describe("pairThemes", () => {
  it("highlights every sample exactly as Shiki does with the two themes, with one tokenization", async () => {
    const paired = pairThemes(light, dark);
    const langs = SAMPLES.map(([lang]) => lang);
    const one = await createHighlighter({ themes: [paired.theme], langs });
    const two = await createHighlighter({ themes: [light, dark], langs });
    for (const [lang, code] of SAMPLES) {
      const expected = two.codeToHast(code, {
        lang,
        themes: { light: "github-light-default", dark: "github-dark-default" },
        defaultColor: false,
        // No time limit, as the build's highlighter: on a loaded machine a cut-off line is tokenized differently.
        tokenizeTimeLimit: 0,
      });
      const actual = one.codeToHast(code, {
        lang,
        theme: paired.theme.name,
        transformers: [paired.transformer],
        tokenizeTimeLimit: 0,
      });
      expect(toHtml(actual), lang).toBe(toHtml(expected));
    }
  });

  it("names the first rule that differs when the two themes do not line up", () => {
    // Shiki adds an unscoped default rule to themes it loads; pairThemes reads only the scoped ones.
    const rules = (dark.tokenColors ?? []).filter((rule) => rule.scope !== undefined);
    const reordered: ThemeRegistration = { ...dark, tokenColors: [rules[1]!, rules[0]!, ...rules.slice(2)] };
    expect(() => pairThemes(light, reordered)).toThrow(/Colour rule 1 of github-light-default .* does not match/);
    const shorter: ThemeRegistration = { ...dark, tokenColors: rules.slice(1) };
    expect(() => pairThemes(light, shorter)).toThrow(/49 colour rules and github-dark-default 48/);
  });
});
