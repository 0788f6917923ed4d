import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { remarkParseGfm } from "#build/markdown/gfm-syntax.ts";
import { proseMayHoldLiteralAutolink, treeMayHoldLiteralAutolink } from "#build/markdown/literal-autolinks.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

const parseWithGfm = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown);
const parseWithoutLiterals = (markdown: string): Root =>
  unified().use(remarkParseGfm, { literalAutolinks: false }).parse(markdown);

/** Every GFM construct but literal autolinks, with URLs only where literal autolinks cannot be. */
const GFM_WITHOUT_LITERALS = [
  "# Trips ~~and lists~~",
  "",
  "| Field | Type |",
  "| :-- | --: |",
  "| `id` | ID |",
  "",
  "- [x] done",
  "- [ ] open",
  "",
  "A note[^1] and ~struck~ text, [a link](https://example.com) and <https://example.com/angle>.",
  "",
  "[^1]: The footnote.",
  "",
  "```bash",
  "curl https://api.example.com/graphql -H 'From: me@example.com'",
  "```",
  "",
].join("\n");

describe("GFM without literal autolinks", () => {
  it("parses a page whose text has no literal autolink to the same tree as remark-gfm", () => {
    const tree = parseWithoutLiterals(GFM_WITHOUT_LITERALS);
    expect(treeMayHoldLiteralAutolink(tree)).toBe(true); // the angle-bracket autolink's text
    const withoutAngle = GFM_WITHOUT_LITERALS.replace(" and <https://example.com/angle>", "");
    expect(treeMayHoldLiteralAutolink(parseWithoutLiterals(withoutAngle))).toBe(false);
    expect(parseWithoutLiterals(withoutAngle)).toEqual(parseWithGfm(withoutAngle));
  });

  it("parses literal autolinks differently, which is why a page with one is parsed with remark-gfm", () => {
    const markdown = "Write to help@example.com or open www.example.com.";
    expect(parseWithoutLiterals(markdown)).not.toEqual(parseWithGfm(markdown));
    expect(treeMayHoldLiteralAutolink(parseWithoutLiterals(markdown))).toBe(true);
  });

  it("finds the marks of a literal autolink in text only, in any case", () => {
    expect(treeMayHoldLiteralAutolink(parseWithoutLiterals("Open HTTPS://EXAMPLE.COM now."))).toBe(true);
    expect(treeMayHoldLiteralAutolink(parseWithoutLiterals("Open WWW.example.com now."))).toBe(true);
    expect(treeMayHoldLiteralAutolink(parseWithoutLiterals("Run `curl https://example.com` first."))).toBe(false);
    expect(treeMayHoldLiteralAutolink(parseWithoutLiterals("A plain sentence about trips."))).toBe(false);
  });

  it("guesses from the source whether the prose outside fenced code holds one", () => {
    expect(proseMayHoldLiteralAutolink("See https://example.com.")).toBe(true);
    expect(proseMayHoldLiteralAutolink("Call it:\n\n```bash\ncurl https://example.com\n```\n")).toBe(false);
    expect(proseMayHoldLiteralAutolink("~~~~\nme@example.com\n~~~~\n\nMail me@example.com.\n")).toBe(true);
  });

  it("links a bare URL the source guess missed: a fence cut short where its list ends", async () => {
    const markdown = [
      "- A list item with code:",
      "",
      "  ```bash",
      "  curl https://api.example.com/in-a-list",
      "Prose after the list links https://example.com/after-the-list.",
      "```",
      "",
    ].join("\n");
    expect(proseMayHoldLiteralAutolink(markdown)).toBe(false);
    const { html } = await renderTestMarkdown(markdown);
    expect(html).toContain('<a href="https://example.com/after-the-list"');
    expect(html).not.toContain('<a href="https://api.example.com/in-a-list"');
  });
});
