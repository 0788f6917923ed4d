import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildSchema } from "graphql";
import { loadSchema } from "#build/graphql/load-schema.ts";
import type { GeneratedPage, RenderedInputs } from "#build/generated-pages/generated-page.ts";
import { schemaReferencePages } from "#build/generated-pages/schema-reference/schema-reference-pages.ts";
import { formatTypePage } from "#build/generated-pages/schema-reference/type-page.ts";

const rootDir = fileURLToPath(new URL("../fixtures/generated-pages/", import.meta.url));
const inputs: RenderedInputs = {
  rootDir,
  loadSchema: () => loadSchema(`${rootDir}schema`),
  loadReferenceHistory: () => undefined,
  troubleshootingSections: [],
  guides: [
    { path: "/docs/graphql/reading", title: "Reading trips", anchor: "graphql-example-2", types: ["Query", "Trip"] },
    { path: "/docs/graphql/reading", title: "Reading trips", anchor: "graphql-example-3", types: ["Trip"] },
    { path: "/docs/graphql/stops", title: "Stops", anchor: "graphql-example-1", types: ["Stop"] },
  ],
};
const pages = schemaReferencePages.generate(inputs);
const page = (name: string): GeneratedPage => {
  const found = pages.find((candidate) => candidate.path === `/docs/graphql/schema/${name}`);
  if (!found) throw new Error(`no page for ${name}`);
  return found;
};
const section = (body: string, heading: string) => body.split(`## ${heading}\n\n`)[1]?.split("\n## ")[0] ?? "";

describe("the schema reference generator", () => {
  it("makes an overview and one page per named type, built-in scalars included", () => {
    expect(pages.map((p) => p.path.replace("/docs/graphql/schema", "")).sort()).toEqual(
      [
        "",
        ...["Boolean", "CreateTripInput", "ID", "Int", "Item", "JSON", "Mode", "Mutation", "Node", "Query"],
        ...["Stop", "String", "Trip"],
      ]
        .map((name) => (name ? `/${name}` : ""))
        .sort(),
    );
  });

  it("lists root fields and every type by kind on the overview, after a filter box", () => {
    const overview = pages.find((p) => p.path === "/docs/graphql/schema")?.body ?? "";
    expect(overview).toContain("::filter-list");
    expect(section(overview, "Queries")).toContain(
      "[`Query.trip`](/docs/graphql/schema/Query#field-trip): One trip by its ID.",
    );
    expect(section(overview, "Mutations")).toContain(
      "[`Mutation.createTrip`](/docs/graphql/schema/Mutation#field-createTrip)",
    );
    expect(section(overview, "Objects")).toContain("- [Trip](/docs/graphql/schema/Trip)\n");
    expect(section(overview, "Interfaces")).toContain("[Node](/docs/graphql/schema/Node)");
    expect(section(overview, "Unions")).toContain("[Item](/docs/graphql/schema/Item)");
    expect(section(overview, "Enums")).toContain("[Mode](/docs/graphql/schema/Mode)");
    expect(section(overview, "Inputs")).toContain("[CreateTripInput](/docs/graphql/schema/CreateTripInput)");
    expect(section(overview, "Scalars")).toContain("[JSON](/docs/graphql/schema/JSON)");
  });

  it("says a type's description once: its first sentence as the page's lead, the rest in the body after the kind", () => {
    const schema = buildSchema(
      '"""\nA trip: an ordered list of stops. Readers share it\nby link.\n\nIt can be empty.\n"""\ntype Trip { id: ID! }\ntype Query { trip: Trip }',
    );
    const trip = formatTypePage({
      type: schema.getType("Trip")!,
      schema,
      uses: [],
      guides: [],
      operations: [],
      source: "schema/trips.graphql",
    });
    expect(trip.description).toBe("A trip: an ordered list of stops.");
    expect(trip.body).toMatch(/^\*Object type\*\n\nReaders share it\nby link\.\n\nIt can be empty\.\n\n## Fields\n/);
    expect(page("Trip").description).toBe("A trip: an ordered list of stops.");
    expect(page("Trip").body).toMatch(/^\*Object type\*\n\n## Implements\n/);
    expect(page("Stop").description).toBe("The Stop object type of the GraphQL schema.");
    expect(page("Stop").body).toMatch(/^\*Object type\*\n\n## Implements\n/);
  });

  it("does not send readers to the schema file, which they do not have", () => {
    for (const generated of pages) expect(generated.body, generated.path).not.toContain("schema/trips.graphql");
  });

  it("gives each field an anchored h3 heading (under its h2, no level skipped) with its linked type, nullability, arguments, defaults and deprecation", () => {
    const trip = page("Trip").body;
    expect(trip).toContain(
      "### `Trip.name` {#field-name}\n\n**Type:** [String](/docs/graphql/schema/String)! (never null)",
    );
    expect(trip).toContain(
      "### `Trip.stops` {#field-stops}\n\n**Type:** \\[[Stop](/docs/graphql/schema/Stop)!\\]! (never null)\n\nArguments:\n\n- `first` [Int](/docs/graphql/schema/Int), default `5`",
    );
    expect(trip).toContain("> **Deprecated:** Use `name`.");
    expect(section(trip, "Implements")).toBe("- [Node](/docs/graphql/schema/Node)\n");
  });

  it("lists implementations, union members, enum values with deprecation and input defaults", () => {
    expect(section(page("Node").body, "Implemented by")).toBe(
      "- [Stop](/docs/graphql/schema/Stop)\n- [Trip](/docs/graphql/schema/Trip)\n",
    );
    expect(section(page("Item").body, "Members")).toContain(
      "- [Trip](/docs/graphql/schema/Trip)\n- [Stop](/docs/graphql/schema/Stop)",
    );
    expect(page("Mode").body).toContain("### `Mode.DRIVE` {#value-DRIVE}\n\n> **Deprecated:** Trips are walked now.");
    expect(page("CreateTripInput").body).toContain(
      "**Type:** [Mode](/docs/graphql/schema/Mode) (may be null), default `WALK`",
    );
  });

  it("lists under Used by every field that returns the type and every argument or input field that takes it", () => {
    expect(section(page("Trip").body, "Used by")).toBe(
      [
        "- [`Query.trip`](/docs/graphql/schema/Query#field-trip)",
        "- [`Query.trips`](/docs/graphql/schema/Query#field-trips)",
        "- [`Mutation.createTrip`](/docs/graphql/schema/Mutation#field-createTrip)",
        "",
      ].join("\n"),
    );
    expect(section(page("Mode").body, "Used by")).toBe(
      "- [`Query.trips`](/docs/graphql/schema/Query#field-trips), argument `mode`\n- [`CreateTripInput.mode`](/docs/graphql/schema/CreateTripInput#field-mode)\n",
    );
  });

  it("links each guide whose examples select the type's fields once, to its first such example", () => {
    expect(section(page("Trip").body, "In the guides")).toBe(
      "- [Reading trips](/docs/graphql/reading#graphql-example-2) (2 examples)\n",
    );
    expect(section(page("Stop").body, "In the guides")).toBe("- [Stops](/docs/graphql/stops#graphql-example-1)\n");
    expect(page("Mode").body).not.toContain("## In the guides");
  });

  it("links the example operations that use the type", () => {
    expect(section(page("Trip").body, "Example operations")).toBe(
      "- [GetTrip](/docs/graphql/operations/trip/GetTrip)\n- [ListStops](/docs/graphql/operations/trip/stop/ListStops)\n",
    );
    expect(section(page("Stop").body, "Example operations")).toBe(
      "- [ListStops](/docs/graphql/operations/trip/stop/ListStops)\n",
    );
  });

  it("puts Query and Mutation first among the type pages and names the schema file as the source", () => {
    expect(page("Query").weight).toBe(1);
    expect(page("Mutation").weight).toBe(2);
    expect(page("Trip").source).toBe("schema/trips.graphql");
  });
});
