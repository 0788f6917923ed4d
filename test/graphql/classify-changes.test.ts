import { describe, expect, it } from "vitest";
import { classifyChanges } from "#build/graphql/changes/classify-changes.ts";
import { modelToSdl } from "#build/graphql/changes/model-to-sdl.ts";
import { selectVersions, type ReferenceCommit } from "#build/graphql/reference/reference-history.ts";
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
