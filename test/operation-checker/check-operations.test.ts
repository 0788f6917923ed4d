import { describe, expect, it } from "vitest";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { checkOperations, type CheckResult } from "#features/operation-checker/check-operations.ts";
import type { OperationProblem } from "#features/operation-checker/operation-findings.ts";

const { schema } = loadSchema();

function problemsOf(result: CheckResult): OperationProblem[] {
  if (result.status === "empty") throw new Error(`expected problems, got: ${result.message}`);
  return result.problems;
}

describe("checkOperations", () => {
  it("finds nothing wrong in a valid operation and names it", () => {
    const result = checkOperations(schema, "query Trip($id: ID!) { itinerary(id: $id) { id title } }");
    expect(result).toMatchObject({ status: "checked", operations: ["Trip"], problems: [] });
  });

  it("names the closest real field of an unknown one, linked to the reference, at its line and column", () => {
    const problems = problemsOf(checkOperations(schema, 'query {\n  itinerary(id: "a") {\n    titel\n  }\n}'));
    expect(problems).toEqual([
      {
        kind: "unknown-field",
        message: 'Cannot query field "titel" on type "Itinerary". Did you mean "title" or "item"?',
        line: 3,
        column: 5,
        reference: { label: "Itinerary", href: "/docs/graphql/schema/Itinerary" },
        suggestion: { label: "Itinerary.title", href: "/docs/graphql/schema/Itinerary#field-title" },
      },
    ]);
  });

  it("reports an argument of the wrong type, linked to the field that takes it", () => {
    const problems = problemsOf(checkOperations(schema, "{ itinerary(id: 42.5) { id } }"));
    expect(problems).toEqual([
      expect.objectContaining({
        kind: "argument-type",
        message: "ID cannot represent a non-string and non-integer value: 42.5",
        line: 1,
        column: 17,
        reference: { label: "Query.itinerary(id:)", href: "/docs/graphql/schema/Query#field-itinerary" },
      }),
    ]);
  });

  it("reports a variable of the wrong type passed to an argument", () => {
    const problems = problemsOf(
      checkOperations(schema, 'query ($n: String!) { itineraries(first: $n, profileId: "p") { totalCount } }'),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        kind: "argument-type",
        message: 'Variable "$n" of type "String!" used in position expecting type "Int!".',
        line: 1,
        column: 42,
        reference: { label: "Query.itineraries(first:)", href: "/docs/graphql/schema/Query#field-itineraries" },
      }),
    ]);
  });

  it("reports a missing required argument on its field", () => {
    const problems = problemsOf(checkOperations(schema, "{ itinerary { id } }"));
    expect(problems).toEqual([
      expect.objectContaining({
        kind: "missing-argument",
        message: 'Field "itinerary" argument "id" of type "ID!" is required, but it was not provided.',
        line: 1,
        column: 3,
        reference: { label: "Query.itinerary", href: "/docs/graphql/schema/Query#field-itinerary" },
      }),
    ]);
  });

  it("suggests the argument meant for an unknown one", () => {
    const problems = problemsOf(
      checkOperations(schema, 'query { itineraries(frist: 5, profileId: "p") { totalCount } }'),
    );
    expect(problems.map((problem) => [problem.kind, problem.suggestion?.label])).toEqual([
      ["missing-argument", undefined],
      ["unknown-argument", "Query.itineraries(first:)"],
    ]);
  });

  it("lists a deprecated field with the schema's reason, which says what to use", () => {
    const problems = problemsOf(checkOperations(schema, 'query { itinerary(id: "a") { media(limit: 3) { id } } }'));
    expect(problems).toEqual([
      {
        kind: "deprecated",
        message: "Field `Itinerary.media` is deprecated.",
        line: 1,
        column: 30,
        reference: { label: "Itinerary.media", href: "/docs/graphql/schema/Itinerary#field-media" },
        deprecationReason: "Use `mediaContainers`, which pages through the media with a cursor.",
      },
    ]);
  });

  it("suggests the type meant for an unknown variable type", () => {
    const problems = problemsOf(
      checkOperations(
        schema,
        'query ($s: [ItinerariesSortt!]) { itineraries(first: 1, profileId: "p", sort: $s) { totalCount } }',
      ),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        kind: "unknown-type",
        message:
          'Unknown type "ItinerariesSortt". Did you mean "ItinerariesSort", "ItinerarySegment", or "ItineraryAutoRoute"?',
        line: 1,
        column: 13,
        suggestion: { label: "ItinerariesSort", href: "/docs/graphql/schema/ItinerariesSort" },
      }),
    ]);
  });

  it("answers text that does not parse with the parser's message and its location", () => {
    const result = checkOperations(schema, 'query {\n  itinerary(id: "a") {\n    title\n}');
    expect(result).toEqual({
      status: "unparsable",
      problems: [
        { kind: "syntax", message: "This does not parse as GraphQL: Expected Name, found <EOF>.", line: 4, column: 2 },
      ],
    });
  });

  it("answers empty input by saying there is nothing to check", () => {
    expect(checkOperations(schema, "  \n\t")).toEqual({
      status: "empty",
      message: "There is nothing to check: paste an operation or choose a .graphql file.",
    });
  });

  it("says a schema definition is not an operation", () => {
    const problems = problemsOf(checkOperations(schema, "type Foo { a: Int }"));
    expect(problems).toEqual([
      expect.objectContaining({ kind: "invalid", message: 'The "Foo" definition is not executable.' }),
    ]);
  });

  it("records what the operations use, each once at its first place, for the breaking changes", () => {
    const result = checkOperations(
      schema,
      'query {\n  itineraries(first: 2, profileId: "p") { totalCount }\n  itinerary(id: "a") { allAttrs }\n}',
    );
    if (result.status !== "checked") throw new Error(result.status);
    expect(result.usages.map((usage) => [usage.key, usage.line, usage.column, usage.href])).toEqual([
      ["field:Query.itineraries", 2, 3, "/docs/graphql/schema/Query#field-itineraries"],
      ["type:ItinerarySearchConnection", 2, 3, "/docs/graphql/schema/ItinerarySearchConnection"],
      ["arg:Query.itineraries(first)", 2, 15, "/docs/graphql/schema/Query#field-itineraries"],
      ["arg:Query.itineraries(profileId)", 2, 25, "/docs/graphql/schema/Query#field-itineraries"],
      [
        "field:ItinerarySearchConnection.totalCount",
        2,
        43,
        "/docs/graphql/schema/ItinerarySearchConnection#field-totalCount",
      ],
      ["type:Int", 2, 43, "/docs/graphql/schema/Int"],
      ["field:Query.itinerary", 3, 3, "/docs/graphql/schema/Query#field-itinerary"],
      ["type:Itinerary", 3, 3, "/docs/graphql/schema/Itinerary"],
      ["arg:Query.itinerary(id)", 3, 13, "/docs/graphql/schema/Query#field-itinerary"],
      ["field:Itinerary.allAttrs", 3, 24, undefined],
    ]);
  });
});
