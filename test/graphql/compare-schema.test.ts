import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { compareModels } from "#build/graphql/reference/compare-models.ts";
import { formatDifferences } from "#build/graphql/reference/format-differences.ts";
import { readSnapshot } from "#build/graphql/reference/reference-snapshot.ts";
import { schemaToModel } from "#build/graphql/reference/schema-to-model.ts";

/** The structure of an SDL string, as the comparison sees it. */
function modelOf(sdl: string) {
  return schemaToModel(buildSchema(sdl));
}

const reference = {
  ...modelOf(`
    type Query { garden(id: ID!): Garden  season: Season }
    type Garden { id: ID!  name: String  plants(season: Season, first: Int): [String!]!  old: String @deprecated(reason: "x")  neighbour: Neighbour }
    type Shed { id: ID! }
    input PlantInput { name: String! }
    enum Season { Spring Winter }
    union Neighbour = Garden | Shed
  `),
  undocumentedTypes: ["Neighbour"],
};
reference.types = reference.types.filter((type) => type.name !== "Neighbour");

describe("compareModels", () => {
  it("finds no difference between a schema and its own structure", () => {
    const schema = modelOf(`
      type Query { garden(id: ID!): Garden  season: Season }
      type Garden { id: ID!  name: String  plants(season: Season, first: Int): [String!]!  old: String @deprecated(reason: "y")  neighbour: Neighbour }
      type Shed { id: ID! }
      input PlantInput { name: String! }
      enum Season { Spring Winter }
      union Neighbour = Garden | Shed
    `);
    expect(compareModels(reference, schema)).toEqual([]);
  });

  it("reports every kind of difference: missing and extra types, fields, arguments and values, types, kinds and deprecations", () => {
    const schema = modelOf(`
      type Query { garden(id: String): Garden  season: Season  compost: Int }
      type Garden { id: ID  name: String @deprecated(reason: "y")  plants(first: Int, last: Int): [String!]!  old: String  neighbour: Int }
      interface Shed { id: ID! }
      enum Season { Spring Summer }
      type Extra { id: ID }
    `);
    const report = formatDifferences(compareModels(reference, schema), "schema/", "the reference");
    expect(report).toMatchInlineSnapshot(`
      "schema/ differs from the reference (14 differences):

      Query
        - \`Query.garden(id)\` has the type \`String\`; the reference says \`ID!\`
        - extra \`Query.compost\` (schema: \`Int\`): the reference does not have it
      Garden
        - \`Garden.id\` has the type \`ID\`; the reference says \`ID!\`
        - \`Garden.name\` is deprecated in the schema but not deprecated in the reference
        - missing \`Garden.plants(season)\` (reference: \`Season\`)
        - extra \`Garden.plants(last)\` (schema: \`Int\`): the reference does not have it
        - \`Garden.old\` is not deprecated in the schema but deprecated in the reference
        - \`Garden.neighbour\` has the type \`Int\`; the reference says \`Neighbour\`
      Shed
        - \`Shed\` is of kind \`interface\` in the schema but \`object\` in the reference
      PlantInput
        - missing \`PlantInput\` (reference: \`input\`)
      Season
        - missing \`Season.Winter\`
        - extra \`Season.Summer\`: the reference does not have it
      Neighbour
        - missing \`Neighbour\` (reference: \`a type fields refer to\`)
      Extra
        - extra \`Extra\` (schema: \`object\`): the reference does not have it

      Fix schema/ so it has what the reference has and nothing else."
    `);
  });

  it("says plainly when there is nothing to fix", () => {
    expect(formatDifferences([], "schema/", "the reference")).toBe("schema/ matches the reference: no differences.");
  });
});

describe("the committed schema", () => {
  it("has no difference from the committed reference snapshot", () => {
    expect(compareModels(readSnapshot(), schemaToModel(loadSchema().schema))).toEqual([]);
  });

  it("names the snapshot file and how to rewrite it when the snapshot is malformed", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "snapshot-")), "reference-snapshot.json");
    writeFileSync(file, JSON.stringify({ types: [{ name: "Garden", kind: "shed" }], undocumentedTypes: [] }));
    expect(() => readSnapshot(file)).toThrow(
      /reference-snapshot\.json` is not a reference snapshot \(at `types\.0\.kind`: .*\)\. Rewrite it with `npm run schema:compare -- <reference README> --write`\./,
    );
  });
});
