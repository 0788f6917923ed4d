import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { deprecationsBlock, listDeprecations, REFERENCE_BASE } from "#build/markdown/schema-deprecations.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

const fixtures = join(import.meta.dirname, "../fixtures/schema");
const schemaDir = join(fixtures, "deprecations");

describe("::schema-deprecations", () => {
  it("lists deprecated fields, arguments, input fields and enum values by type, with their reasons", () => {
    const rows = listDeprecations(loadSchema(schemaDir).schema).map(
      (d) => `${d.typeName}.${d.member} (${d.kind}, #${d.anchor}): ${d.reason}`,
    );
    expect(rows).toEqual([
      "Itinerary.media (field, #field-media): Use `mediaContainers`, which pages through the media with a cursor.",
      "Itinerary.legacyCode (field, #field-legacyCode): No longer supported",
      "ItineraryInput.subtitle (input field, #field-subtitle): Use `title`.",
      "Query.itinerary(locale) (argument, #field-itinerary): Use `Itinerary.defaultLocale`.",
      "RouteMode.Transit (enum value, #value-Transit): Transit routes are no longer searched.",
    ]);
  });

  it("renders a table whose names link to their schema reference entries, so the link check covers them", async () => {
    const { html, links, messages } = await renderTestMarkdown("::schema-deprecations\n", { schemaDir });
    expect(messages).toEqual([]);
    expect(links.map((link) => link.href)).toContain(`${REFERENCE_BASE}/Itinerary#field-media`);
    expect(links.map((link) => link.href)).toContain(`${REFERENCE_BASE}/RouteMode#value-Transit`);
    expect(html).toContain("<th>Deprecated</th>");
    expect(html).toContain("<td>field</td>\n<td>Use <code>mediaContainers</code>, which pages");
    expect(html.match(/<tr>/g)).toHaveLength(6);
  });

  it("shows the names as code without links when no reference base is given", () => {
    const [media] = listDeprecations(loadSchema(schemaDir).schema);
    const table = deprecationsBlock(media ? [media] : [], undefined, null);
    expect(JSON.stringify(table)).toContain('"type":"inlineCode","value":"Itinerary.media"');
    expect(JSON.stringify(table)).not.toContain('"type":"link"');
  });

  it("says so when the schema deprecates nothing", async () => {
    const { html } = await renderTestMarkdown("::schema-deprecations\n", {
      schemaDir: join(fixtures, "no-deprecations"),
    });
    expect(html).toBe("<p>The schema has no deprecated fields, arguments or enum values.</p>");
  });
});
