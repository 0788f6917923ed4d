import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSchema } from "#build/graphql/load-schema.ts";

/** Writes schema files into a fresh `schema/` folder so messages name `schema/<file>`. */
function schemaFolder(files: Record<string, string>): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "schema-test-")), "schema");
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("loadSchema", () => {
  it("merges every schema file into one schema with query and mutation roots", () => {
    const { schema } = loadSchema();
    expect(schema.getQueryType()?.getFields()).toHaveProperty("itinerary");
    expect(schema.getQueryType()?.getFields()).toHaveProperty("placeSearch");
    expect(schema.getMutationType()?.getFields()).toHaveProperty("createItineraryLocation");
  });

  it("returns the cached schema on the second call", () => {
    expect(loadSchema()).toBe(loadSchema());
  });

  it("knows which file defines a type and which file extends the root types", () => {
    const { sources } = loadSchema();
    expect(sources.fileOf("Itinerary")).toBe("schema/itinerary.graphql");
    expect(sources.fileOf("Itinerary", "title")).toBe("schema/itinerary.graphql");
    expect(sources.fileOf("Query", "routes")).toBe("schema/route.graphql");
    expect(sources.fileOf("Mutation", "createCollectionLocation")).toBe("schema/collection-location.graphql");
  });

  it("names the file, line and column of a syntax error", () => {
    const dir = schemaFolder({
      "a.graphql": '"""Root."""\ntype Query {\n  """A field."""\n  ok: String\n}\n',
      "b.graphql": '"""Broken."""\ntype Thing {\n  name String\n}\n',
    });
    expect(() => loadSchema(dir)).toThrowErrorMatchingInlineSnapshot(`
      [Error: The GraphQL schema is invalid:
        - schema/b.graphql:3:8 Syntax error: Expected \`:\`, found Name \`String\`. Fix the SDL at that position.]
    `);
  });

  it("names the file and line of an unknown type, with a suggestion", () => {
    const dir = schemaFolder({
      "a.graphql": "type Query {\n  place: Plaec\n}\ntype Place {\n  id: ID!\n}\n",
    });
    expect(() => loadSchema(dir)).toThrowErrorMatchingInlineSnapshot(`
      [Error: The GraphQL schema is invalid:
        - schema/a.graphql:2:10 Unknown type \`Plaec\`. Did you mean \`Place\`? Define it or fix the name.]
    `);
  });

  it("reports schema rule violations such as a missing interface field", () => {
    const dir = schemaFolder({
      "a.graphql": "interface Node {\n  id: ID!\n}\ntype Query implements Node {\n  name: String\n}\n",
    });
    expect(() => loadSchema(dir)).toThrowErrorMatchingInlineSnapshot(`
      [Error: The GraphQL schema is invalid:
        - schema/a.graphql:2:3 Interface field Node.id expected but Query does not provide it.]
    `);
  });

  it("says where to put the schema when the folder has no schema files", () => {
    const dir = schemaFolder({});
    expect(() => loadSchema(dir)).toThrow(
      /No GraphQL schema files in .*Add the platform schema as `schema\/\*\.graphql`/,
    );
  });
});
