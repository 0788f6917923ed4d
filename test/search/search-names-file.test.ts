import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { collectSearchNames, collectVocabulary, writeSearchNames } from "#build/publish/search-names.ts";
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
    const bytes = writeSearchNames(outDir, ["leaflet"], schema);
    const text = readFileSync(join(outDir, "pagefind/schema-names.json"), "utf8");
    expect(bytes).toBe(Buffer.byteLength(text));
    const names = parseSearchNames(JSON.parse(text));
    expect(names.types.Status?.values).toEqual(["DRAFT", "PUBLISHED"]);
    expect(names.words).toEqual(["leaflet"]);
  });
});

describe("collectVocabulary", () => {
  it("takes the words of written pages' titles and keywords, once each, and leaves generated pages out", () => {
    const outDir = siteWith([]);
    const page = (path: string, html: string) => {
      mkdirSync(join(outDir, path, ".."), { recursive: true });
      writeFileSync(join(outDir, path), html);
    };
    page(
      "docs/leaflet/index.html",
      '<article data-pagefind-meta="keywords:Leaflet; vector tiles; GeoJSON"><h1 class="t">Leaflet <span>New</span></h1>',
    );
    page("docs/whos/index.html", "<article><h1>Who&#x27;s On First, 2024</h1></article>");
    page("docs/graphql/schema/Itinerary/index.html", "<article><h1>Itinerary</h1></article>");
    const pages = ["docs/leaflet/index.html", "docs/whos/index.html", "docs/graphql/schema/Itinerary/index.html"];
    expect(collectVocabulary(outDir, pages)).toEqual(["first", "geojson", "leaflet", "tiles", "vector"]);
  });
});
