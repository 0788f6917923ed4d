import { describe, expect, it } from "vitest";
import type { RunOutcome } from "#features/runner/classify-response.ts";
import { summarizeErrors } from "#features/runner/summarize-errors.ts";

function errors(status: number, ...list: { message: string; path?: string }[]): RunOutcome {
  return { kind: "graphql-errors", status, errors: list, body: {} };
}

describe("summarizeErrors", () => {
  it("gives the count and the first message of a response's GraphQL errors", () => {
    expect(summarizeErrors(errors(200, { message: 'Cannot query field "nme" on type "Itinerary".' }))).toBe(
      '1 GraphQL error: Cannot query field "nme" on type "Itinerary".',
    );
  });

  it("names the path of the first error and says where the others are", () => {
    expect(
      summarizeErrors(errors(200, { message: "Itinerary not found", path: "itinerary" }, { message: "Second" })),
    ).toMatchInlineSnapshot(
      `"2 GraphQL errors: Itinerary not found (at \`itinerary\`); the others are in the response below."`,
    );
  });

  it("adds the HTTP status when it is not a success", () => {
    expect(summarizeErrors(errors(400, { message: "Syntax Error: Expected Name, found <EOF>." }))).toBe(
      "1 GraphQL error (HTTP 400): Syntax Error: Expected Name, found <EOF>.",
    );
  });

  it("says nothing for a response without GraphQL errors", () => {
    expect(summarizeErrors({ kind: "data", status: 200, body: { data: {} } })).toBeUndefined();
    expect(summarizeErrors({ kind: "unexpected", status: 502, text: "Bad Gateway" })).toBeUndefined();
  });
});
