import { describe, expect, it } from "vitest";
import { classifyFailure, classifyResponse, readServerMessage } from "#features/feedback/classify-response.ts";
import { submitLabel } from "#features/feedback/submission-state.ts";

describe("classifyResponse", () => {
  it("treats any 2xx as success, whatever the body", () => {
    expect(classifyResponse(200, { ok: true })).toEqual({ status: "success" });
    expect(classifyResponse(201, undefined)).toEqual({ status: "success" });
    expect(classifyResponse(204, undefined)).toEqual({ status: "success" });
  });

  it("shows the service's own message from `error` or `message`", () => {
    expect(classifyResponse(400, { error: "Email already registered" })).toEqual({
      status: "error",
      message: "Email already registered",
    });
    expect(classifyResponse(422, { message: "Path is not a documentation page" })).toEqual({
      status: "error",
      message: "Path is not a documentation page",
    });
    expect(classifyResponse(400, { error: { code: "dup", message: "Already registered" } })).toEqual({
      status: "error",
      message: "Already registered",
    });
  });

  it("falls back to a message naming the status when the body has nothing to show", () => {
    const outcomes = [
      classifyResponse(500, undefined),
      classifyResponse(503, "<html>Bad gateway</html>"),
      classifyResponse(400, { error: "   " }),
      classifyResponse(404, { error: 42 }),
      classifyResponse(429, null),
    ];
    expect(outcomes.map((outcome) => (outcome.status === "error" ? outcome.message : outcome.status)))
      .toMatchInlineSnapshot(`
      [
        "The feedback service had a problem (HTTP 500), so this may not have been saved. Please retry.",
        "The feedback service had a problem (HTTP 503), so this may not have been saved. Please retry.",
        "The feedback service turned this down (HTTP 400). Please retry, or contact us if it keeps happening.",
        "The feedback service turned this down (HTTP 404). Please retry, or contact us if it keeps happening.",
        "Too many submissions from this browser. Wait a minute, then retry.",
      ]
    `);
  });
});

describe("readServerMessage", () => {
  it("prefers `error` over `message` and shortens very long messages", () => {
    expect(readServerMessage({ error: "Rejected", message: "Bad Request" })).toBe("Rejected");
    const long = readServerMessage({ error: "x".repeat(1000) });
    expect(long).toHaveLength(300);
    expect(long?.endsWith("…")).toBe(true);
  });

  it("finds nothing in bodies that are not objects", () => {
    expect([undefined, null, "oops", 3, ["error"]].map(readServerMessage)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("classifyFailure", () => {
  it("reports a fetch TypeError as offline", () => {
    expect(classifyFailure(new TypeError("Failed to fetch"))).toEqual({ status: "offline" });
  });

  it("reports timeouts and anything else as errors worth retrying", () => {
    const timeout = new DOMException("signal timed out", "TimeoutError");
    expect([classifyFailure(timeout), classifyFailure(new Error("boom")), classifyFailure("weird")])
      .toMatchInlineSnapshot(`
      [
        {
          "message": "The feedback service took too long to answer, so this may not have arrived. Please retry.",
          "status": "error",
        },
        {
          "message": "Something went wrong while sending, so this may not have arrived. Please retry.",
          "status": "error",
        },
        {
          "message": "Something went wrong while sending, so this may not have arrived. Please retry.",
          "status": "error",
        },
      ]
    `);
  });
});

describe("submitLabel", () => {
  it("says Sending… while sending and Retry after any failure", () => {
    const states = [
      { status: "idle" },
      { status: "sending" },
      { status: "error", message: "x" },
      { status: "offline" },
      { status: "success" },
    ] as const;
    expect(states.map((state) => submitLabel(state, "Send feedback"))).toEqual([
      "Send feedback",
      "Sending…",
      "Retry",
      "Retry",
      "Send feedback",
    ]);
  });
});
