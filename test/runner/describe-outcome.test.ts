import { describe, expect, it } from "vitest";
import { describeOutcome } from "#features/runner/describe-outcome.ts";

const FIELD = "Use your own token for this session";

describe("describeOutcome", () => {
  it("announces a successful response", () => {
    expect(describeOutcome({ kind: "data", status: 200, body: {} }, FIELD)).toMatchInlineSnapshot(`
      {
        "summary": "Response received (HTTP 200).",
        "tone": "success",
      }
    `);
  });

  it("says the API could not be reached, and what to check when online or offline", () => {
    expect(
      describeOutcome({ kind: "network", reason: "Failed to fetch", offline: false }, FIELD).summary,
    ).toMatchInlineSnapshot(
      `"Could not reach the API: Failed to fetch. Check your connection, or whether an extension or firewall blocks the API, then run again."`,
    );
    expect(
      describeOutcome({ kind: "network", reason: "Failed to fetch", offline: true }, FIELD).summary,
    ).toMatchInlineSnapshot(
      `"Could not reach the API: Failed to fetch. You appear to be offline; reconnect and run again."`,
    );
  });

  it("says the token was refused and points at the token field", () => {
    expect(
      describeOutcome({ kind: "unauthorized", status: 401, detail: "Invalid bearer token" }, FIELD).summary,
    ).toMatchInlineSnapshot(
      `"The access token was refused (HTTP 401: Invalid bearer token). Paste your own token into “Use your own token for this session” and run again; changing your own content needs a secret \`sk.\` token."`,
    );
    expect(describeOutcome({ kind: "unauthorized", status: 403 }, FIELD).summary).toContain("(HTTP 403).");
  });

  it("counts the GraphQL errors and says what to fix", () => {
    const message = describeOutcome(
      {
        kind: "graphql-errors",
        status: 200,
        body: {},
        errors: [
          { message: "Itinerary not found", path: "itinerary" },
          { message: 'Cannot query field "nme" on type "Profile".' },
        ],
      },
      FIELD,
    );
    expect(message).toMatchInlineSnapshot(`
      {
        "summary": "The API returned 2 errors; fix the operation or its variables and run again.",
        "tone": "error",
      }
    `);
    expect(
      describeOutcome({ kind: "graphql-errors", status: 200, body: {}, errors: [{ message: "x" }] }, FIELD).summary,
    ).toBe("The API returned an error; fix the operation or its variables and run again.");
  });

  it("passes on the variables problem and describes answers that are not GraphQL", () => {
    expect(describeOutcome({ kind: "invalid-variables", message: "The variables are not valid JSON." }, FIELD)).toEqual(
      {
        tone: "error",
        summary: "The variables are not valid JSON.",
      },
    );
    expect(
      describeOutcome({ kind: "unexpected", status: 502, text: "Bad Gateway" }, FIELD).summary,
    ).toMatchInlineSnapshot(
      `"The API answered HTTP 502 without a GraphQL response. Try again in a moment. It said: Bad Gateway"`,
    );
  });
});
