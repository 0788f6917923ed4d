import { describe, expect, it } from "vitest";
import { buildAssistantLinks, buildAssistantPrompt } from "#app/data/assistant-links.ts";

describe("AI assistant links", () => {
  it("opens ChatGPT and Claude with a prompt naming the page's absolute Markdown address", () => {
    const links = buildAssistantLinks("https://docs.example.test/", "/docs/embed/docs/iframe-based-embed.md");
    const prompt = buildAssistantPrompt("https://docs.example.test/docs/embed/docs/iframe-based-embed.md");
    expect(links).toEqual([
      { name: "ChatGPT", href: `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
      { name: "Claude", href: `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
    ]);
    expect(new URL(links[1]?.href ?? "").searchParams.get("q")).toContain(
      "https://docs.example.test/docs/embed/docs/iframe-based-embed.md",
    );
  });

  it("rejects a Markdown path that is not site-absolute, saying how to write it", () => {
    expect(() => buildAssistantLinks("https://docs.example.test", "docs/a.md")).toThrowErrorMatchingInlineSnapshot(
      `[Error: Markdown path \`docs/a.md\` must start with "/", e.g. \`/docs/embed.md\`.]`,
    );
  });
});
