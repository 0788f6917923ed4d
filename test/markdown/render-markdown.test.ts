import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

const fixturesDir = join(import.meta.dirname, "../fixtures/markdown");
const render = renderTestMarkdown;

describe("Markdown fixtures: input.md renders to output.html", () => {
  const names = readdirSync(fixturesDir);

  it("finds the fixtures", () => {
    expect(names.length).toBeGreaterThan(5);
  });

  for (const name of names) {
    it(`renders ${name}`, async () => {
      const expectedFile = join(fixturesDir, name, "output.html");
      // A fixture without its expected output would otherwise write it and pass: write it on purpose only.
      if (!existsSync(expectedFile) && !process.env.UPDATE_FIXTURES) {
        throw new Error(
          `${expectedFile} is missing: run \`UPDATE_FIXTURES=1 npx vitest run test/markdown\` to write it, then review it.`,
        );
      }
      const result = await render(readFileSync(join(fixturesDir, name, "input.md"), "utf8"));
      const messages = result.messages.map((m) => `<!-- line ${m.line}: ${m.message} -->`).join("\n");
      await expect(`${result.html}\n${messages}`.trim() + "\n").toMatchFileSnapshot(expectedFile);
    });
  }
});

describe("Markdown safety and structure", () => {
  it("never lets script tags, event handlers or javascript:/data: URLs through", async () => {
    for (const name of ["raw-html", "unsafe-links"]) {
      const { html } = await render(readFileSync(join(fixturesDir, name, "input.md"), "utf8"));
      expect(html, name).not.toMatch(/<script|onerror|javascript:|data:text/i);
    }
  });

  it("reports each raw HTML tag with its line", async () => {
    const { messages } = await render(readFileSync(join(fixturesDir, "raw-html", "input.md"), "utf8"));
    expect(messages.map((message) => message.line)).toEqual([3, 5]);
  });

  it("drops javascript: and data: URLs but keeps the link text and the safe links", async () => {
    const { html } = await render(readFileSync(join(fixturesDir, "unsafe-links", "input.md"), "utf8"));
    expect(html).toContain("<a>click</a> and <a>data</a>");
    expect(html).toContain('href="https://example.com"');
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
    expect(codeBlocks[0]).toMatchObject({ lang: "graphql", variables: { code: '{"id": "x"}', line: 5 } });
  });

  it("reports an unknown code-block flag at its fence's line, with the likely flag", async () => {
    const { messages } = await render("Intro.\n\n```graphql norn\n{ a }\n```\n");
    expect(messages).toEqual([
      {
        line: 3,
        message:
          'Unknown code-block flag `norn`. Did you mean `norun`? The meta may hold `title="..."`, line ranges such as `{1,3-4}` and the flags `partial`, `norun` and `variables`.',
      },
    ]);
  });

  it("gives a graphql block's figure the anchor the page lists", async () => {
    const { html, anchors } = await render("```json\n{}\n```\n\n```graphql\n{ a }\n```\n\n```gql\n{ b }\n```\n");
    expect([...html.matchAll(/<figure[^>]* id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "graphql-example-1",
      "graphql-example-2",
    ]);
    expect(anchors).toEqual(["graphql-example-1", "graphql-example-2"]);
  });

  it("fills what a page holds wherever the Markdown puts it, and leaves a page without it as it is", async () => {
    const { html } = await render(
      [
        ":::note",
        "| a | b |",
        "| - | - |",
        "| 1 | 2 |",
        ":::",
        "",
        "::::tabs",
        ':::tab{label="Check"}',
        "::operation-checker",
        ":::",
        "::::",
        "",
        "![Logo][logo]",
        "",
        "[logo]: /favicon.svg",
        "",
      ].join("\n"),
    );
    expect(html).toContain('<div class="table-scroll"');
    expect(html).toContain("operation-checker-form");
    expect(html).toMatch(/<img src="\/favicon.svg" alt="Logo" loading="lazy"/);
    const plain = await render("Only prose, and `code` in it.\n");
    expect(plain.html).toBe("<p>Only prose, and <code>code</code> in it.</p>");
  });

  it("lists the identifiers of every code block, in the page's order, tabs and callouts included", async () => {
    const { html } = await render(
      [
        "::::tabs",
        ':::tab{label="One"}',
        "```js",
        "const firstName = 1;",
        "```",
        ":::",
        "::::",
        "",
        ":::note",
        "```graphql",
        "{ secondField }",
        "```",
        ":::",
        "",
        "```json",
        '{ "thirdKey": true }',
        "```",
        "",
      ].join("\n"),
    );
    const identifiers = /<div class="code-identifiers" hidden data-pagefind-weight="0.5">([^<]*)<\/div>/.exec(
      html,
    )?.[1];
    expect(identifiers?.split(" ").filter((word) => /firstName|secondField|thirdKey/.test(word))).toEqual([
      "firstName",
      "secondField",
      "thirdKey",
    ]);
  });
});
