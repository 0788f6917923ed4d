import { describe, expect, it } from "vitest";
import { prefersMarkdown } from "#build/server/markdown-negotiation.ts";

describe("Markdown content negotiation", () => {
  it("answers with Markdown only when the Accept header ranks it above HTML", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.5")).toBe(true);
    expect(prefersMarkdown("text/html;q=0.9, text/markdown")).toBe(true);
  });

  it("answers with HTML to browsers, wildcards and requests without an Accept header", () => {
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown("text/html, text/markdown;q=0.5")).toBe(false);
  });
});
