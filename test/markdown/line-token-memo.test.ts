import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createHighlighter, type BundledLanguage, type BundledTheme, type HighlighterGeneric } from "shiki";
import { beforeAll, describe, expect, it } from "vitest";
import { memoizeLineTokens } from "#build/markdown/line-token-memo.ts";
import { resolveCodeLanguage } from "#shared/code-languages.ts";

const THEME: BundledTheme = "github-dark-default";
const root = join(import.meta.dirname, "../..");

/** Every fenced block of the site's content whose language has a grammar: [grammar, code]. */
function contentBlocks(): [string, string][] {
  const files = readdirSync(join(root, "content"), { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".md"),
  );
  return files.flatMap((file) =>
    [...readFileSync(join(root, "content", file), "utf8").matchAll(/^ *```(\S+)[^\n]*\n([\s\S]*?)^ *```/gm)].map(
      (match): [string, string] => [resolveCodeLanguage(match[1] ?? "").grammar, match[2] ?? ""],
    ),
  );
}

/** Blocks whose lines repeat in different states: a heredoc's end word, a brace inside and outside a string. */
const TRICKY: [string, string][] = [
  ["bash", "cat <<EOF\nEND\n}\nEOF\ncat <<END\nEOF\n}\nEND\necho }\n"],
  ["javascript", "const a = `\n}\n${b}\n}\n`;\n}\nconst c = {\n}\n/*\n}\n*/\n}\n"],
  ["markdown", "```js\n}\n```\n}\n~~~\n}\n~~~\n    }\n"],
  ["html", "<script>\n}\n</script>\n}\n<style>\n}\n</style>\n}\n"],
];

describe("memoizeLineTokens", () => {
  const blocks = [...TRICKY, ...contentBlocks()];
  const grammars = [...new Set(blocks.map(([grammar]) => grammar))].filter((grammar) => grammar !== "text");
  let plain: HighlighterGeneric<BundledLanguage, BundledTheme>;
  let memoized: HighlighterGeneric<BundledLanguage, BundledTheme>;
  let tokenized = 0;
  let asked = 0;

  beforeAll(async () => {
    const options = { themes: [THEME], langs: grammars as BundledLanguage[] };
    [plain, memoized] = await Promise.all([createHighlighter(options), createHighlighter(options)]);
    for (const grammar of grammars) {
      // Counts the lines asked for, and those the grammar itself tokenized.
      const memo = memoized.getLanguage(grammar);
      const tokenize = memo.tokenizeLine2.bind(memo);
      memo.tokenizeLine2 = (line, state, limit) => {
        tokenized += 1;
        return tokenize(line, state, limit);
      };
      memoizeLineTokens(memo);
      const remembered = memo.tokenizeLine2.bind(memo);
      memo.tokenizeLine2 = (line, state, limit) => {
        asked += 1;
        return remembered(line, state, limit);
      };
    }
  }, 60_000);

  it("gives every block of the site's content, and blocks built to trip it, the tokens Shiki gives", () => {
    expect(blocks.length).toBeGreaterThan(500);
    for (const [grammar, code] of blocks) {
      if (grammar === "text") continue;
      // No time limit, as in the build (highlighter.ts): on a busy machine a grammar's first use can pass Shiki's
      // default 500 ms, and the line comes back as one plain token.
      const options = { lang: grammar as BundledLanguage, theme: THEME, tokenizeTimeLimit: 0 };
      expect(memoized.codeToTokensBase(code, options), `${grammar}: ${code.slice(0, 60)}`).toEqual(
        plain.codeToTokensBase(code, options),
      );
    }
    // The content's code repeats enough lines for the memo to matter.
    expect(1 - tokenized / asked).toBeGreaterThan(0.3);
    // About 5 s alone; beside the browser tests and the HTML checker on two cores it took more than 30 s in CI.
  }, 120_000);
});
