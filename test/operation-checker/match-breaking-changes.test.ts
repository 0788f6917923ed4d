import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { DocNode } from "#build/content/doc-node.ts";
import { expandApiChanges, listsApiChanges } from "#build/generated-pages/api-changes/expand-api-changes.ts";
import { readBreakingChanges, startSiteCache } from "#build/site-cache/site-cache.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { readHistory } from "#build/graphql/reference/reference-history.ts";
import { computeVersionChanges } from "#build/generated-pages/api-changes/version-changes.ts";
import { listBreakingChanges } from "#build/generated-pages/api-changes/breaking-changes.ts";
import { checkOperations } from "#features/operation-checker/check-operations.ts";
import { matchBreakingChanges } from "#features/operation-checker/match-breaking-changes.ts";
import { parseBreakingChangesFile, type BreakingChangesFile } from "#shared/operation-checker.ts";

const { schema } = loadSchema();

function usagesOf(text: string) {
  const result = checkOperations(schema, text);
  if (result.status !== "checked") throw new Error(result.status);
  return result.usages;
}

const FILE: BreakingChangesFile = {
  changesPage: "/docs/graphql/changelog",
  versions: [
    {
      date: "2022-11-08",
      href: "/docs/graphql/changelog#v2022-11-08-breaking",
      changes: [
        {
          target: "field",
          action: "changed",
          typeName: "Query",
          member: "itineraries",
          reason: "Query.itineraries changed type from ItineraryConnection! to ItinerarySearchConnection!.",
        },
        {
          target: "argument",
          action: "added",
          typeName: "Mutation",
          member: "createItinerary",
          argument: "publish",
          reason: "A required arg publish on Mutation.createItinerary was added.",
        },
        {
          target: "field",
          action: "removed",
          typeName: "Itinerary",
          member: "allAttrs",
          reason: "Itinerary.allAttrs was removed.",
        },
      ],
    },
    {
      date: "2021-02-08",
      href: "/docs/graphql/changelog#v2021-02-08-breaking",
      changes: [
        {
          target: "argument",
          action: "changed",
          typeName: "Query",
          member: "itinerary",
          argument: "id",
          reason: "Query.itinerary arg id has changed type from String to ID!.",
        },
        { target: "type", action: "removed", typeName: "Unused", reason: "Unused was removed." },
      ],
    },
  ],
};

describe("matchBreakingChanges", () => {
  it("lists the changes that touch the fields, arguments and types the operations use, with the version date", () => {
    const usages = usagesOf(
      'query {\n  itineraries(first: 1, profileId: "p") { totalCount }\n  itinerary(id: "a") { allAttrs }\n}',
    );
    expect(
      matchBreakingChanges(usages, FILE).map((touched) => [touched.date, touched.usage.label, touched.usage.line]),
    ).toEqual([
      ["2022-11-08", "Query.itineraries", 2],
      ["2022-11-08", "Itinerary.allAttrs", 3],
      ["2021-02-08", "Query.itinerary(id:)", 3],
    ]);
  });

  it("counts a required argument added to a field the operations select, even when they do not pass it", () => {
    const usages = usagesOf('mutation { createItinerary(profileId: "p", input: {}) { __typename } }');
    expect(matchBreakingChanges(usages, FILE)).toEqual([
      expect.objectContaining({
        date: "2022-11-08",
        reason: "A required arg publish on Mutation.createItinerary was added.",
      }),
    ]);
  });

  it("lists nothing for operations that use nothing that changed", () => {
    expect(matchBreakingChanges(usagesOf("{ __typename }"), FILE)).toEqual([]);
  });
});

describe("the breaking-changes file", () => {
  it("holds each version's breaking changes from the committed reference history, newest first", () => {
    const file = listBreakingChanges(computeVersionChanges(readHistory()));
    expect(file.changesPage).toBe("/docs/graphql/changelog");
    expect(file.versions.find((version) => version.date === "2022-11-08")?.href).toBe(
      "/docs/graphql/changelog#v2022-11-08-breaking",
    );
    expect(file.versions.map((version) => version.date)).toEqual(
      [...file.versions.map((v) => v.date)].sort().reverse(),
    );
    const itineraries = file.versions
      .find((version) => version.date === "2022-11-08")
      ?.changes.find((change) => change.typeName === "Query" && change.member === "itineraries");
    expect(itineraries).toEqual({
      target: "field",
      action: "changed",
      typeName: "Query",
      member: "itineraries",
      argument: undefined,
      reason: "Query.itineraries changed type from ItineraryConnection! to ItinerarySearchConnection!.",
    });
    expect(parseBreakingChangesFile(JSON.parse(JSON.stringify(file)))).toEqual(JSON.parse(JSON.stringify(file)));
  });

  it("is made from the changes the API changes page lists, and only on a site that lists them", () => {
    const inputs = { loadSchema: () => loadSchema(), referenceRepository: "https://x.test" };
    const page = (body: string) => ({
      file: "c.md",
      path: "/c",
      metadata: { title: "C", weight: 1 },
      body,
      bodyLine: 1,
    });
    expect(expandApiChanges([page("No list here.")], inputs).changes).toBeUndefined();
    // Only the list's own line counts, as in the build and the dev server alike: not the summary, not prose about it.
    expect(listsApiChanges(page("::api-changes-summary\n\nWrite `::api-changes` on a line."))).toBe(false);
    expect(listsApiChanges(page("Changes:\n\n  ::api-changes  \n"))).toBe(true);
    const listed = expandApiChanges([page("Changes:\n\n::api-changes\n")], inputs).changes;
    expect(listed?.length).toBe(readHistory().length);
    expect(listBreakingChanges(listed ?? [])).toEqual(listBreakingChanges(computeVersionChanges(readHistory())));
  });

  it("travels from the content stage to the publish stage in the site cache, and leaves it when the site has none", async () => {
    const rootDir = mkdtempSync(join(tmpdir(), "breaking-changes-"));
    const file = listBreakingChanges(computeVersionChanges(readHistory()));
    const data = {
      tree: { path: "/", title: "Home", type: "markdown", children: [] } as unknown as DocNode,
      pages: [],
      highlightCss: "",
      stats: { pages: 0, codeBlocksChecked: 0, graphqlBlocksChecked: 0 },
    };
    await startSiteCache(rootDir).finish({ ...data, breakingChanges: file });
    expect(readBreakingChanges(rootDir)).toEqual(JSON.parse(JSON.stringify(file)));
    await startSiteCache(rootDir).finish(data);
    expect(readBreakingChanges(rootDir)).toBeUndefined();
    rmSync(rootDir, { recursive: true, force: true });
  });

  it("refuses a file of another shape, saying to rebuild", () => {
    expect(() => parseBreakingChangesFile({ versions: "x" })).toThrow(
      "/docs/graphql/changelog/breaking-changes.json: expected { changesPage, versions: [...] }; rebuild the site.",
    );
    expect(() =>
      parseBreakingChangesFile({
        changesPage: "/c",
        versions: [{ date: "2020-01-01", href: "/c", changes: [{ target: "table" }] }],
      }),
    ).toThrow("version 2020-01-01 has a change of unknown shape");
  });
});
