import { describe, expect, it } from "vitest";
import { afterFirstSentence, firstSentence, markdownText } from "#build/generated-pages/markdown-text.ts";

describe("markdownText", () => {
  it("escapes HTML, links, emphasis and directives but keeps code spans as written", () => {
    expect(markdownText("Use <b>[x](y)</b> *now* ::map or `a_b<c>`")).toBe(
      "Use \\<b\\>\\[x\\](y)\\</b\\> \\*now\\* \\::map or `a_b<c>`",
    );
  });

  it("keeps lines that look like list items, numbered items or headings as plain text", () => {
    expect(markdownText("Modes:\n- walk\n2. drive\n# title\n    indented")).toBe(
      "Modes:\n\\- walk\n2\\. drive\n\\# title\nindented",
    );
  });
});

describe("firstSentence", () => {
  it("takes the first sentence of the first paragraph, on one line", () => {
    expect(firstSentence("One trip\nby ID. More text.\n\nSecond paragraph.")).toBe("One trip by ID.");
    expect(firstSentence("No full stop")).toBe("No full stop");
    expect(firstSentence(undefined)).toBe("");
  });
});

describe("afterFirstSentence", () => {
  it("keeps what follows the first sentence, line breaks and paragraphs as written", () => {
    expect(afterFirstSentence("One trip\nby ID. More text\non two lines.\n\nSecond paragraph.")).toBe(
      "More text\non two lines.\n\nSecond paragraph.",
    );
    expect(afterFirstSentence("One sentence only.\n")).toBe("");
    expect(afterFirstSentence("No full stop")).toBe("");
    expect(afterFirstSentence(null)).toBe("");
  });
});
