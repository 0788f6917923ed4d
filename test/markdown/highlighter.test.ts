import { toString } from "hast-util-to-string";
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
    expect(toString(pre)).toBe("const a = 1;");
    expect(highlighter.css()).toMatch(/\.sk-/);
    // A language the table lacks is plain text, which needs no grammar.
    expect(toString(highlighter.highlight("plain words", "unknown-language", ""))).toBe("plain words");
  });
});
