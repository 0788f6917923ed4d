import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { writeChangesMarkdown } from "#build/generated-pages/api-changes/changes-markdown.ts";
import { classifyChanges } from "#build/graphql/changes/classify-changes.ts";
import { modelToSdl } from "#build/graphql/changes/model-to-sdl.ts";
import { readHistory, selectVersions, type ReferenceCommit } from "#build/graphql/reference/reference-history.ts";
import type { ReferenceModel } from "#build/graphql/reference/reference-model.ts";

const field = (name: string, type: string, extra: { deprecated?: boolean; arguments?: [string, string][] } = {}) => ({
  name,
  type,
  deprecated: extra.deprecated ?? false,
  arguments: (extra.arguments ?? []).map(([argument, argumentType]) => ({
    name: argument,
    type: argumentType,
    deprecated: false,
  })),
});

/** Two small versions of a reference: every class of change between them, and a union the reference leaves out. */
const before: ReferenceModel = {
  types: [
    { name: "Query", kind: "object", fields: [field("trip", "Trip", { arguments: [["id", "ID!"]] })] },
    {
      name: "Trip",
      kind: "object",
      fields: [field("name", "String"), field("code", "String"), field("media", "[String!]!"), field("item", "Stop")],
    },
    { name: "Stop", kind: "object", fields: [field("title", "String")] },
    {
      name: "Modes",
      kind: "enum",
      values: [
        { name: "Walk", deprecated: false },
        { name: "Bke", deprecated: false },
      ],
    },
    { name: "TripInput", kind: "input", fields: [field("name", "String"), field("mode", "Modes")] },
  ],
  undocumentedTypes: [],
};
const after: ReferenceModel = {
  types: [
    {
      name: "Query",
      kind: "object",
      fields: [
        field("trip", "Trip", {
          arguments: [
            ["id", "ID!"],
            ["locale", "String!"],
            ["units", "String"],
          ],
        }),
        field("tripByHandle", "Trip", { arguments: [["handle", "String!"]] }),
      ],
    },
    {
      name: "Trip",
      kind: "object",
      fields: [
        field("name", "String!"),
        field("media", "[String!]!", { deprecated: true }),
        field("item", "TripItemEmbedded"),
      ],
    },
    { name: "Stop", kind: "object", fields: [field("title", "String")] },
    {
      name: "Mode",
      kind: "enum",
      values: [
        { name: "Walk", deprecated: false },
        { name: "Bike", deprecated: false },
      ],
    },
    {
      name: "TripInput",
      kind: "input",
      fields: [field("name", "String"), field("mode", "Mode"), field("note", "String")],
    },
  ],
  undocumentedTypes: ["TripItemEmbedded"],
};

const summarise = (model: ReferenceModel, next: ReferenceModel) =>
  classifyChanges(model, next).map((change) =>
    [
      change.level,
      change.action,
      change.target,
      `${change.typeName}${change.member ? `.${change.member}` : ""}${change.argument ? `(${change.argument})` : ""}`,
      change.from && change.to ? `${change.from} -> ${change.to}` : (change.from ?? change.to ?? ""),
    ]
      .join(" ")
      .trim(),
  );

describe("the changes between two versions of the reference", () => {
  it("are classed breaking, dangerous or safe by graphql-js, with additions safe unless graphql-js says otherwise", () => {
    // A renamed type (`Modes` -> `Mode`, names differing by a final s) is a removal and an addition, followed by
    // what happened to its members.
    expect(summarise(before, after)).toEqual([
      "safe added field Query.tripByHandle",
      "breaking added argument Query.trip(locale)",
      "dangerous added argument Query.trip(units)",
      "safe changed field Trip.name String -> String!",
      "safe deprecated field Trip.media",
      "breaking changed field Trip.item Stop -> TripItemEmbedded",
      "breaking removed field Trip.code",
      "safe added type Mode Modes",
      "dangerous added enum value Mode.Bike",
      "breaking removed enum value Mode.Bke",
      "breaking changed input field TripInput.mode Modes -> Mode",
      "dangerous added input field TripInput.note",
      "breaking removed type Modes Mode",
    ]);
  });

  it("give graphql-js's reason for each breaking and dangerous change", () => {
    const reasons = classifyChanges(before, after)
      .filter((change) => change.level !== "safe")
      .map((change) => change.reason);
    expect(reasons).toContain("A required arg locale on Query.trip was added.");
    expect(reasons).toContain("Trip.code was removed.");
    expect(reasons).toContain("Bike was added to enum type Mode.");
  });

  it("are none between a version and itself", () => {
    expect(classifyChanges(after, after)).toEqual([]);
  });

  it("declare the unions the reference leaves out as scalars, so a field moving to one is a change of type", () => {
    expect(modelToSdl(after)).toContain("scalar TripItemEmbedded");
    expect(modelToSdl(after)).toContain("media: [String!]! @deprecated");
  });
});

describe("the versions kept from the reference's history", () => {
  const commit = (date: string, time: string, content: string): ReferenceCommit => ({
    date,
    time: `${date}T${time}+10:00`,
    commit: `${date}${time}`.replace(/\D/g, ""),
    path: "reference/README.md",
    onDefaultBranch: true,
    content,
  });
  const parse = (content: string): ReferenceModel => ({
    types: content.split(",").map((name) => ({ name, kind: "scalar" })),
    undocumentedTypes: [],
  });

  it("are the last commit of each day, without those that change nothing the model records", () => {
    const versions = selectVersions(
      [
        commit("2021-01-19", "10:37:25", "A"),
        commit("2021-01-19", "10:38:19", "A,B"),
        commit("2021-02-08", "14:12:22", "A,B"),
        commit("2021-07-06", "09:24:00", "A,B,C"),
        commit("2021-07-06", "09:21:18", "A"),
      ],
      parse,
    );
    expect(versions.map((version) => [version.date, version.model.types.map((type) => type.name).join(",")])).toEqual([
      ["2021-01-19", "A,B"],
      ["2021-07-06", "A,B,C"],
    ]);
  });
});

describe("the changes section of a version", () => {
  const schema = buildSchema(`
    type Query { trip(id: ID!, locale: String!, units: String): Trip, tripByHandle(handle: String!): Trip }
    type Trip { name: String!, media: [String!]! @deprecated(reason: "Use photos.") }
    enum Mode { Walk, Bike }
    input TripInput { name: String, mode: Mode, note: String }
  `);
  const markdown = writeChangesMarkdown(
    [
      {
        version: { date: "2021-02-01", commit: "b".repeat(40), path: "reference/README.md", onDefaultBranch: false },
        previous: { date: "2021-01-01", commit: "a".repeat(40), path: "reference/README.md", onDefaultBranch: true },
        typeCount: after.types.length,
        changes: classifyChanges(before, after),
      },
    ],
    { schema, referenceRepository: "https://github.com/example/reference" },
  );

  it("heads the version with its date, commit and counts, and says it was only on a development branch", () => {
    expect(markdown.split("\n\n").slice(0, 2)).toEqual([
      "### 1 February 2021 {#v2021-02-01}",
      "Commit [`bbbbbbb`](https://github.com/example/reference/blob/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/reference/README.md) on a development branch (the default branch never had this version), compared with the reference of 1 January 2021: 6 breaking, 3 dangerous, 4 safe changes.",
    ]);
  });

  it("lists each class under its own heading, links what the current schema has and leaves the rest as code", () => {
    const breaking = markdown.slice(markdown.indexOf("#### Breaking"), markdown.indexOf("#### Dangerous"));
    expect(breaking).toContain(
      "- [`Query`](/docs/graphql/schema/Query): added argument `locale` on [`trip`](/docs/graphql/schema/Query#field-trip).",
    );
    expect(breaking).toContain(
      "- [`Trip`](/docs/graphql/schema/Trip): field `item` changed type from `Stop` to `TripItemEmbedded`; removed field `code`.",
    );
    expect(breaking).toContain("- [`Mode`](/docs/graphql/schema/Mode): removed enum value `Bke`.");
    expect(breaking).toContain("- `Modes`: removed (renamed `Mode`).");
    const dangerous = markdown.slice(markdown.indexOf("#### Dangerous"), markdown.indexOf("#### Safe"));
    expect(dangerous).toContain(
      "- [`Mode`](/docs/graphql/schema/Mode): added enum value [`Bike`](/docs/graphql/schema/Mode#value-Bike).",
    );
    const safe = markdown.slice(markdown.indexOf("#### Safe"));
    expect(safe).toContain("deprecated field [`media`](/docs/graphql/schema/Trip#field-media)");
    expect(safe).toContain("- [`Mode`](/docs/graphql/schema/Mode): added (renamed from `Modes`).");
  });
});

describe("the committed history", () => {
  it("refuses an index that is not a list of versions, saying how to rewrite it", () => {
    const dir = mkdtempSync(join(tmpdir(), "reference-history-"));
    writeFileSync(join(dir, "versions.json"), JSON.stringify([{ date: "19 May 2023", commit: "x", path: "p" }]));
    expect(() => readHistory(dir)).toThrow(
      /versions\.json` is not a list of reference versions \(.*\)\. Rewrite it with `node scripts\/run\.mjs scripts\/write-reference-history\.ts <graphql-docs repository>`\./,
    );
  });
});
