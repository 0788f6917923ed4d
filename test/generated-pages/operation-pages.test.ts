import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { operationPages } from "#build/generated-pages/operations/operation-pages.ts";

const rootDir = fileURLToPath(new URL("../fixtures/generated-pages/", import.meta.url));
const pages = operationPages.generate({
  rootDir,
  loadSchema: () => loadSchema(`${rootDir}schema`),
  loadReferenceHistory: () => undefined,
});
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
