import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseReference } from "#build/graphql/reference/parse-reference.ts";

const fixture = readFileSync(new URL("../fixtures/reference/small-reference.md", import.meta.url), "utf8");

/** A reference page with one object whose table holds the given body rows. */
function pageWithRows(rows: string): string {
  return `## Objects\n\n### Garden\n\nA plot.\n\n<table>\n<tbody>\n${rows}\n</tbody>\n</table>\n`;
}

describe("parseReference", () => {
  it("reads every section into types with fields, arguments, values and deprecation flags, without prose", () => {
    expect(parseReference(fixture)).toEqual({
      types: [
        {
          name: "Query",
          kind: "object",
          fields: [
            {
              name: "garden",
              type: "Garden",
              deprecated: false,
              arguments: [{ name: "id", type: "ID!", deprecated: false }],
            },
          ],
        },
        {
          name: "Garden",
          kind: "object",
          fields: [
            { name: "id", type: "ID!", deprecated: false, arguments: [] },
            { name: "beds", type: "[[Float!]!]!", deprecated: false, arguments: [] },
            {
              name: "plants",
              type: "[Plant!]!",
              deprecated: true,
              arguments: [{ name: "season", type: "Season", deprecated: false }],
            },
            { name: "neighbour", type: "GardenOrPlot", deprecated: false, arguments: [] },
          ],
        },
        {
          name: "PlantInput",
          kind: "input",
          fields: [{ name: "name", type: "String!", deprecated: false, arguments: [] }],
        },
        {
          name: "Season",
          kind: "enum",
          values: [
            { name: "Spring", deprecated: false },
            { name: "Winter", deprecated: true },
          ],
        },
        { name: "ID", kind: "scalar" },
        {
          name: "Plant",
          kind: "interface",
          fields: [{ name: "name", type: "String", deprecated: false, arguments: [] }],
        },
      ],
      undocumentedTypes: ["Float", "GardenOrPlot", "String"],
    });
  });

  it("names the file, line and bad value of every unreadable row at once", () => {
    const page = pageWithRows(
      [
        '<tr>\n<td colspan="2" align="right" valign="top">early</td>\n<td valign="top">Int</td>\n<td></td>\n</tr>',
        '<tr>\n<td colspan="2" valign="top"><strong>size</strong></td>\n<td valign="top">[Int!</td>\n<td></td>\n</tr>',
      ].join("\n"),
    );
    expect(() => parseReference(page, "ref.md")).toThrowErrorMatchingInlineSnapshot(`
      [Error: Cannot read the type reference:
        - ref.md:9 argument \`early\` of \`Garden\` comes before any field. Put it under its field.
        - ref.md:14 \`Garden.size\` has the type \`[Int!\`, which is not a GraphQL type. Write it as SDL, for example \`[Name!]!\`.]
    `);
  });

  it("rejects a section it does not know and a type listed twice", () => {
    const page = `## Unions\n\n${pageWithRows("")}\n### Garden\n`;
    expect(() => parseReference(page, "ref.md")).toThrowErrorMatchingInlineSnapshot(`
      [Error: Cannot read the type reference:
        - ref.md:1 unknown section \`Unions\`. Expected one of Query, Mutation, Objects, Inputs, Enums, Scalars, Interfaces.
        - ref.md: the type \`Garden\` is listed twice. Keep one listing.]
    `);
  });

  it("says when the page has no reference sections at all", () => {
    expect(() => parseReference("# Notes\n\nNothing here.\n", "notes.md")).toThrow(
      "notes.md: no `## Query` … `## Interfaces` sections found. Is it a type reference?",
    );
  });
});
