import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { buildTree } from "#build/content/build-tree.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
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
  it("takes the words of pages' titles, labels and keywords, once each, and leaves generated pages out", () => {
    const page = (path: string, title: string, extra: Partial<ContentFile["metadata"]> = {}): ContentFile => ({
      file: `content${path}.md`,
      path,
      metadata: { title, weight: 1, ...extra },
      body: "Text.",
      bodyLine: 4,
    });
    const { tree } = buildTree([
      page("/", "Home", { forward: true }),
      page("/docs", "Docs", { forward: true }),
      page("/docs/leaflet", "Leaflet", { label: "Beta", keywords: ["vector tiles", "GeoJSON"] }),
      page("/docs/whos", "Who's On First, 2024"),
      page("/docs/old", "Outdated", { redirect: "/docs/whos" }),
      page("/docs/graphql/schema", "Types"),
      page("/docs/graphql/schema/Itinerary", "Itinerary"),
    ]);
    expect(tree && collectVocabulary(tree)).toEqual(["beta", "first", "geojson", "leaflet", "tiles", "vector"]);
  });
});
