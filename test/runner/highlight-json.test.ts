import { describe, expect, it } from "vitest";
import { tokenizeJson } from "#features/runner/highlight-json.ts";

describe("tokenizeJson", () => {
  it("tells keys from string values, and marks numbers, literals and punctuation", () => {
    const tokens = tokenizeJson('{"id": "a:b", "count": -1.5e3, "ok": true, "none": null}');
    expect(tokens.filter((token) => token.kind !== "plain")).toEqual([
      { kind: "punctuation", text: "{" },
      { kind: "key", text: '"id"' },
      { kind: "punctuation", text: ":" },
      { kind: "string", text: '"a:b"' },
      { kind: "punctuation", text: "," },
      { kind: "key", text: '"count"' },
      { kind: "punctuation", text: ":" },
      { kind: "number", text: "-1.5e3" },
      { kind: "punctuation", text: "," },
      { kind: "key", text: '"ok"' },
      { kind: "punctuation", text: ":" },
      { kind: "literal", text: "true" },
      { kind: "punctuation", text: "," },
      { kind: "key", text: '"none"' },
      { kind: "punctuation", text: ":" },
      { kind: "literal", text: "null" },
      { kind: "punctuation", text: "}" },
    ]);
  });

  it("keeps escaped quotes inside one string", () => {
    expect(tokenizeJson('["say \\"hi\\""]')).toEqual([
      { kind: "punctuation", text: "[" },
      { kind: "string", text: '"say \\"hi\\""' },
      { kind: "punctuation", text: "]" },
    ]);
  });

  it("gives back the input exactly when the runs are joined, even for text that is not JSON", () => {
    const formatted = JSON.stringify({ data: { nodes: [{ id: "p/1", tags: [] }] }, errors: null }, null, 2);
    for (const text of [formatted, "<html>502 Bad Gateway</html>", '{"open": "unterminated']) {
      expect(
        tokenizeJson(text)
          .map((token) => token.text)
          .join(""),
      ).toBe(text);
    }
  });

  it("merges neighbouring whitespace and punctuation into single runs", () => {
    expect(tokenizeJson("[]\n  ")).toEqual([
      { kind: "punctuation", text: "[]" },
      { kind: "plain", text: "\n  " },
    ]);
  });
});
