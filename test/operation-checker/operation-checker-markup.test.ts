import { describe, expect, it } from "vitest";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

describe("::operation-checker", () => {
  it("prerenders a labelled form, hidden until the script runs, and a note that points to the schema reference", async () => {
    const { html, messages } = await renderTestMarkdown("## Check\n\n::operation-checker\n");
    expect(messages).toEqual([]);
    expect(html).toContain(
      '<section class="operation-checker" data-operation-checker="" data-changes-src="/docs/graphql/changelog/breaking-changes.json" data-pagefind-ignore="" aria-label="Operation checker">',
    );
    expect(html).toContain(
      'needs JavaScript, which is off or has not loaded. Without it, look each field up in the <a href="/docs/graphql/schema">schema reference</a>.',
    );
    expect(html).toContain('<form class="operation-checker-form" data-operation-checker-form="" hidden>');
    expect(html).toContain('<label for="operation-checker-1-input" class="operation-checker-label">Operations</label>');
    expect(html).toMatch(/<textarea id="operation-checker-1-input"[^>]*aria-describedby="operation-checker-1-hint"/);
    expect(html).toContain(
      '<label for="operation-checker-1-file">Or check a file</label><input type="file" id="operation-checker-1-file"',
    );
    expect(html).toContain('<p class="operation-checker-status" role="status" data-operation-checker-status=""></p>');
  });

  it("is a known directive: a misspelt one is reported with the list of names", async () => {
    const { messages } = await renderTestMarkdown("::operation-chekcer\n");
    expect(messages).toEqual([
      {
        line: 1,
        message:
          "Unknown directive `::operation-chekcer`. Use itinerary-map, color-swatches, type-samples, schema-deprecations, embed-configurator, filter-list or operation-checker.",
      },
    ]);
  });
});
