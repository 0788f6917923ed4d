import { describe, expect, it } from "vitest";
import { classifyNetworkError, classifyResponse } from "#features/runner/classify-response.ts";

const json = (value: unknown) => JSON.stringify(value);

describe("classifyResponse", () => {
  it("returns data when the answer has `data` and no errors", () => {
    const body = { data: { itinerary: { id: "itinerary/1" } } };
    expect(classifyResponse(200, json(body))).toEqual({ kind: "data", status: 200, body });
  });

  it("treats HTTP 401 and 403 as a refused token, whatever the body", () => {
    expect(classifyResponse(401, "Unauthorized")).toEqual({ kind: "unauthorized", status: 401 });
    expect(classifyResponse(403, json({ errors: [{ message: "Forbidden" }] }))).toMatchObject({
      kind: "unauthorized",
      status: 403,
      detail: "Forbidden",
    });
  });

  it("treats a GraphQL error about the token as a refused token, even with HTTP 200", () => {
    const body = { errors: [{ message: "Invalid bearer token" }] };
    expect(classifyResponse(200, json(body))).toEqual({
      kind: "unauthorized",
      status: 200,
      detail: "Invalid bearer token",
      body,
    });
    expect(classifyResponse(200, json({ errors: [{ message: "Not authenticated" }] })).kind).toBe("unauthorized");
  });

  it("lists other GraphQL errors with their messages and paths, keeping partial data", () => {
    const body = {
      data: { itinerary: null },
      errors: [
        { message: "Itinerary not found", path: ["itinerary"] },
        { message: "Bad cursor", path: ["itinerary", "children", "nodes", 0, "title"] },
        { message: 'Cannot query field "nme" on type "Profile".' },
      ],
    };
    expect(classifyResponse(200, json(body))).toEqual({
      kind: "graphql-errors",
      status: 200,
      body,
      errors: [
        { message: "Itinerary not found", path: "itinerary" },
        { message: "Bad cursor", path: "itinerary.children.nodes[0].title" },
        { message: 'Cannot query field "nme" on type "Profile".' },
      ],
    });
  });

  it("reads GraphQL errors sent with an HTTP error status, as validation failures often are", () => {
    expect(classifyResponse(400, json({ errors: [{ message: "Syntax Error" }] })).kind).toBe("graphql-errors");
  });

  it("reports anything else as unexpected, with the start of the text", () => {
    expect(classifyResponse(502, "<html>Bad Gateway</html>")).toEqual({
      kind: "unexpected",
      status: 502,
      text: "<html>Bad Gateway</html>",
    });
    expect(classifyResponse(200, json({ hello: "world" })).kind).toBe("unexpected");
    expect(classifyResponse(200, "x".repeat(1000))).toMatchObject({ text: "x".repeat(300) });
  });
});

describe("classifyNetworkError", () => {
  it("keeps the browser's reason and whether it is offline", () => {
    expect(classifyNetworkError(new TypeError("Failed to fetch"), false)).toEqual({
      kind: "network",
      reason: "Failed to fetch",
      offline: true,
    });
    expect(classifyNetworkError("boom", true)).toEqual({ kind: "network", reason: "boom", offline: false });
  });
});
