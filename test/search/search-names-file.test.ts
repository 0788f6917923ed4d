import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { collectSearchNames, writeSearchNames } from "#build/publish/search-names.ts";
import { parseSearchNames } from "#shared/search-names.ts";

const schema = buildSchema(`
  type Query { itinerary(id: ID!): Itinerary }
  type Itinerary { id: ID! title(locale: String): String status: Status }
  enum Status { DRAFT PUBLISHED }
  input RouteInput { mode: String }
`);

/** A build folder with reference pages for `types`, as the build writes them. */
function siteWith(types: string[]): string {
  const outDir = mkdtempSync(join(tmpdir(), "search-names-"));
  for (const type of types) {
    mkdirSync(join(outDir, "docs/graphql/schema", type), { recursive: true });
    writeFileSync(join(outDir, "docs/graphql/schema", type, "index.html"), "<html></html>");
  }
  mkdirSync(join(outDir, "pagefind"));
  return outDir;
}

describe("collectSearchNames", () => {
  it("lists each type with a reference page: fields with their arguments, input fields, enum values", () => {
    const names = collectSearchNames(schema, siteWith(["Itinerary", "Status", "RouteInput", "Query"]));
    expect(names.types).toEqual({
      Itinerary: { kind: "object", fields: { id: [], title: ["locale"], status: [] } },
      Query: { kind: "object", fields: { itinerary: ["id"] } },
      RouteInput: { kind: "input", fields: { mode: [] } },
      Status: { kind: "enum", values: ["DRAFT", "PUBLISHED"] },
    });
  });

  it("leaves out types without a page, so that no entry leads to a missing page", () => {
    expect(Object.keys(collectSearchNames(schema, siteWith(["Itinerary"])).types)).toEqual(["Itinerary"]);
  });
});

describe("writeSearchNames", () => {
  it("writes a file the browser's parser reads, and reports its size", () => {
    const outDir = siteWith(["Status"]);
    const bytes = writeSearchNames(outDir, schema);
    const text = readFileSync(join(outDir, "pagefind/schema-names.json"), "utf8");
    expect(bytes).toBe(Buffer.byteLength(text));
    expect(parseSearchNames(JSON.parse(text)).types.Status?.values).toEqual(["DRAFT", "PUBLISHED"]);
  });
});
