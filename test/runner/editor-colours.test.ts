import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createHighlighter } from "shiki";
import { describe, expect, it } from "vitest";

const css = readFileSync(join(import.meta.dirname, "../../src/features/runner/RunnerPanel.module.css"), "utf8").replace(
  /\/\*[\s\S]*?\*\//g,
  "",
);

/** The `--code-*` colours of the first CSS rule whose selector matches `selector`. */
function editorColours(selector: RegExp): Record<string, string> {
  const rule = css.split("}").find((block) => selector.test(block.split("{")[0] ?? "")) ?? "";
  return Object.fromEntries(
    [...rule.matchAll(/--code-([a-z]+):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1] ?? "", m[2] ?? ""]),
  );
}

// One token of each kind the editor colours, in a GraphQL and a JSON sample, as the static blocks' Shiki sees it.
const GRAPHQL = `# comment\nquery Q($id: ID!) {\n  itinerary(id: $id, first: 10, s: "str") @include(if: true) { title }\n}`;
const SAMPLES: Record<string, { lang: "graphql" | "json"; token: string }> = {
  comment: { lang: "graphql", token: "# comment" },
  keyword: { lang: "graphql", token: "query" },
  field: { lang: "graphql", token: "itinerary" },
  type: { lang: "graphql", token: "ID" },
  number: { lang: "graphql", token: "10" },
  string: { lang: "graphql", token: '"str"' },
  directive: { lang: "graphql", token: "@include" },
  key: { lang: "json", token: '"id"' },
};

describe("the editor's colours", () => {
  it("are the colours Shiki gives the static block, in the light and the dark theme", async () => {
    const shiki = await createHighlighter({
      themes: ["github-light-default", "github-dark-default"],
      langs: ["graphql", "json"],
    });
    const themes = [
      ["github-light-default", /^\s*\.panel\s*$/],
      ["github-dark-default", /data-theme="dark"/],
    ] as const;
    for (const [theme, selector] of themes) {
      const expected = Object.fromEntries(
        Object.entries(SAMPLES).map(([kind, { lang, token }]) => {
          const tokens = shiki.codeToTokensBase(lang === "json" ? '{ "id": 1 }' : GRAPHQL, { lang, theme }).flat();
          return [kind, tokens.find((t) => t.content.trim() === token)?.color?.toLowerCase()];
        }),
      );
      expect(editorColours(selector), theme).toEqual(expected);
    }
  });
});
