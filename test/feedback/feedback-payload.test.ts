import { describe, expect, it } from "vitest";
import { buildPageFeedbackPayload, buildRegisterInterestPayload } from "#features/feedback/feedback-payload.ts";

describe("buildPageFeedbackPayload", () => {
  it("sends the page path and the answer, with the comment trimmed", () => {
    expect(
      buildPageFeedbackPayload({ path: "/docs/getting-started", helpful: false, comment: "  Needs an example.\n" }),
    ).toEqual({
      kind: "page-feedback",
      path: "/docs/getting-started",
      helpful: false,
      comment: "Needs an example.",
    });
  });

  it("leaves out a missing or blank comment instead of sending it empty", () => {
    expect(buildPageFeedbackPayload({ path: "/docs", helpful: true, comment: " \n " })).toEqual({
      kind: "page-feedback",
      path: "/docs",
      helpful: true,
    });
    expect(buildPageFeedbackPayload({ path: "/docs", helpful: true })).not.toHaveProperty("comment");
  });

  it("refuses a path that is not a site path, naming it", () => {
    expect(() =>
      buildPageFeedbackPayload({ path: "docs/getting-started", helpful: true }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Feedback needs the page's site path, starting with "/"; got \`docs/getting-started\`. This is a bug in the site.]`,
    );
  });
});

describe("buildRegisterInterestPayload", () => {
  it("sends the path, the trimmed email and the note", () => {
    expect(
      buildRegisterInterestPayload({
        path: "/docs/references/assets/icons",
        email: " ana@example.com ",
        note: "For our app",
      }),
    ).toEqual({
      kind: "register-interest",
      path: "/docs/references/assets/icons",
      email: "ana@example.com",
      note: "For our app",
    });
  });

  it("leaves out a blank note", () => {
    expect(buildRegisterInterestPayload({ path: "/docs/x", email: "ana@example.com", note: "   " })).toEqual({
      kind: "register-interest",
      path: "/docs/x",
      email: "ana@example.com",
    });
  });

  it("refuses an empty email or a relative path with a message saying what to do", () => {
    expect(() => buildRegisterInterestPayload({ path: "/docs/x", email: "  " })).toThrowErrorMatchingInlineSnapshot(
      `[Error: buildRegisterInterestPayload() needs an email address; validate it with validateEmail() first.]`,
    );
    expect(() =>
      buildRegisterInterestPayload({ path: "", email: "ana@example.com" }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Feedback needs the page's site path, starting with "/"; got \`\`. This is a bug in the site.]`,
    );
  });
});
