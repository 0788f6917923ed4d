import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

const fixturesDir = join(import.meta.dirname, "../fixtures/markdown");
const render = renderTestMarkdown;

describe("Markdown fixtures: input.md renders to output.html", () => {
  for (const name of readdirSync(fixturesDir)) {
    it(`renders ${name}`, async () => {
      const result = await render(readFileSync(join(fixturesDir, name, "input.md"), "utf8"));
      const messages = result.messages.map((m) => `<!-- line ${m.line}: ${m.message} -->`).join("\n");
      await expect(`${result.html}\n${messages}`.trim() + "\n").toMatchFileSnapshot(
        join(fixturesDir, name, "output.html"),
      );
    });
  }
});

describe("Markdown safety and structure", () => {
  it("never lets script tags, event handlers or javascript:/data: URLs through", async () => {
    const hostile = ["raw-html", "unsafe-links"].map((name) =>
      readFileSync(join(fixturesDir, name, "input.md"), "utf8"),
    );
    for (const markdown of hostile) {
      const { html, messages } = await render(markdown);
      expect(html).not.toMatch(/<script|onerror|javascript:|data:text/i);
      expect(messages.length + (markdown.includes("javascript:") ? 1 : 0)).toBeGreaterThan(0);
    }
  });

  it("collects h2 and h3 headings with stable ids for the table of contents", async () => {
    const { headings } = await render("## Create an itinerary\n\n### Pick a locale\n\n#### Too deep\n");
    expect(headings).toEqual([
      { depth: 2, id: "create-an-itinerary", text: "Create an itinerary" },
      { depth: 3, id: "pick-a-locale", text: "Pick a locale" },
    ]);
  });

  it("pairs a graphql block with the variables block that follows it", async () => {
    const { codeBlocks } = await render(
      '```graphql\nquery Q($id: ID!) { node(id: $id) { id } }\n```\n\n```json variables\n{"id": "x"}\n```\n',
    );
    expect(codeBlocks[0]).toMatchObject({ lang: "graphql", variables: '{"id": "x"}' });
  });
});
