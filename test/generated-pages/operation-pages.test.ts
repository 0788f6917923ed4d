import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import type { PageGenerator } from "#build/generated-pages/generated-page.ts";
import { operationPages } from "#build/generated-pages/operations/operation-pages.ts";
import { activeGenerators, runGenerators } from "#build/generated-pages/run-generators.ts";

const rootDir = fileURLToPath(new URL("../fixtures/generated-pages/", import.meta.url));
const context = { rootDir, schema: loadSchema(`${rootDir}schema`), guides: [] };
const pages = operationPages.generate(context);
const body = (path: string) => pages.find((page) => page.path === path)?.body ?? "";

describe("the operation pages generator", () => {
  it("makes an index, one page per folder and one page per operation", () => {
    expect(pages.map((page) => page.path)).toEqual([
      "/docs/graphql/operations",
      "/docs/graphql/operations/trip",
      "/docs/graphql/operations/trip/stop",
      "/docs/graphql/operations/trip/GetTrip",
      "/docs/graphql/operations/trip/stop/ListStops",
    ]);
  });

  it("shows what an operation does, its token, the operation, its variables and the types it uses", () => {
    expect(body("/docs/graphql/operations/trip/GetTrip")).toMatchInlineSnapshot(`
      "Reads a trip's name. It needs a **public** token.

      \`\`\`graphql title="GetTrip.graphql"
      query GetTrip($id: ID!) {
        trip(id: $id) {
          name
        }
      }
      \`\`\`

      \`\`\`json variables
      { "id": "trip/1" }
      \`\`\`

      ## Types it uses

      - [ID](/docs/graphql/schema/ID)
      - [Query](/docs/graphql/schema/Query)
      - [String](/docs/graphql/schema/String)
      - [Trip](/docs/graphql/schema/Trip)
      "
    `);
  });

  it("describes folders from the README table and links their operations and sub-folders", () => {
    expect(body("/docs/graphql/operations/trip")).toContain("Read and create trips.");
    expect(body("/docs/graphql/operations/trip")).toContain(
      "- [GetTrip](/docs/graphql/operations/trip/GetTrip): Reads a trip's name.",
    );
    expect(body("/docs/graphql/operations/trip")).toContain(
      "- [trip/stop](/docs/graphql/operations/trip/stop): Read the stops of a trip",
    );
  });
});

describe("runGenerators", () => {
  const file = (path: string): ContentFile => ({
    file: `content${path}.md`,
    path,
    metadata: { title: "x", weight: 1 },
    body: "",
    bodyLine: 1,
  });

  it("runs a generator only when its parent page exists", () => {
    expect(activeGenerators([operationPages], [file("/docs")])).toEqual([]);
    expect(activeGenerators([operationPages], [file("/docs/graphql")])).toEqual([operationPages]);
  });

  it("reports a generated page that takes the path of a content file, and keeps the content file", () => {
    const clash: PageGenerator = {
      name: "test",
      parent: "/docs",
      generate: () => [{ path: "/docs/a", title: "A", weight: 1, body: "", source: "gen" }],
    };
    const result = runGenerators([clash], context, [file("/docs/a")]);
    expect(result.files).toEqual([]);
    expect(result.problems).toMatchInlineSnapshot(`
      [
        {
          "file": "content/docs/a.md",
          "message": "The test generator makes the page \`/docs/a\`, which \`content/docs/a.md\` already has. Move or rename that file.",
        },
      ]
    `);
  });
});
