import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { listSelectedTypes, listTypesUsed, traceSchemaUsage } from "#build/graphql/trace-schema-usage.ts";

const { schema } = loadSchema(fileURLToPath(new URL("../fixtures/generated-pages/schema/", import.meta.url)));
const code = `query Q($id: ID!) {
  trip(id: $id) {
    label: name
    items { ... on Stop { label } }
    __typename
  }
}`;

describe("traceSchemaUsage", () => {
  it("places each field and type name at its line and column with its reference href", () => {
    expect(traceSchemaUsage(code, schema).map((r) => `${r.line}:${r.column}+${r.length} ${r.href}`)).toEqual([
      "1:14+2 /docs/graphql/schema/ID",
      "2:3+4 /docs/graphql/schema/Query#field-trip",
      "3:12+4 /docs/graphql/schema/Trip#field-name",
      "4:5+5 /docs/graphql/schema/Trip#field-items",
      "4:20+4 /docs/graphql/schema/Stop",
      "4:27+5 /docs/graphql/schema/Stop#field-label",
    ]);
  });

  it("lists the types whose fields are selected, and every type touched", () => {
    const references = traceSchemaUsage(code, schema);
    expect(listSelectedTypes(references)).toEqual(["Query", "Stop", "Trip"]);
    expect(listTypesUsed(references)).toEqual(["ID", "Item", "Query", "Stop", "String", "Trip"]);
  });

  it("gives no references for text that does not parse or names the schema does not know", () => {
    expect(traceSchemaUsage("query {", schema)).toEqual([]);
    expect(traceSchemaUsage("{ nope { id } }", schema)).toEqual([]);
  });
});
