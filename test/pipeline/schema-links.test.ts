import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { createRenderContext, renderPage, type RenderContext } from "#build/pipeline/render-page.ts";

const rootDir = fileURLToPath(new URL("../../", import.meta.url));
let context: RenderContext;
beforeAll(async () => {
  context = await createRenderContext(rootDir);
});

const body = [
  "# Guide",
  "",
  "```graphql",
  "{ authorizedProfiles(first: 1) { nodes { id } } }",
  "```",
  "",
  "```graphql",
  'query { itinerary(id: "itinerary/1") { title } }',
  "```",
].join("\n");

describe("a page rendered with schema links", () => {
  it("gives each graphql block an id, reports the types it selects and links its names", async () => {
    const page = await renderPage(
      { path: "/docs/guide", file: "guide.md", body, bodyLine: 1, schemaLinks: true },
      context,
    );
    expect(page.problems).toEqual([]);
    expect(page.anchors).toEqual(expect.arrayContaining(["graphql-example-1", "graphql-example-2"]));
    expect(page.html).toContain('id="graphql-example-2"');
    expect(page.schemaUsage).toEqual([
      { anchor: "graphql-example-1", types: ["ProfileConnection", "Query", "Profile"].sort() },
      { anchor: "graphql-example-2", types: ["Itinerary", "Query"] },
    ]);
    expect(page.html).toContain('<a href="/docs/graphql/schema/Itinerary#field-title" class="code-link">title</a>');
  });

  it("leaves code blocks unlinked when the site has no schema reference", async () => {
    const page = await renderPage({ path: "/docs/guide", file: "guide.md", body, bodyLine: 1 }, context);
    expect(page.html).not.toContain("code-link");
    expect(page.schemaUsage).toEqual([]);
  });
});
