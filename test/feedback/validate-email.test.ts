import { describe, expect, it } from "vitest";
import { validateEmail } from "#features/feedback/validate-email.ts";

function messageFor(raw: string): string {
  const check = validateEmail(raw);
  if (check.ok) throw new Error(`expected “${raw}” to be rejected`);
  return check.message;
}

describe("validateEmail", () => {
  it("accepts ordinary addresses and trims the spaces around them", () => {
    expect(validateEmail("  ana.lee+docs@mail.example.com ")).toEqual({
      ok: true,
      email: "ana.lee+docs@mail.example.com",
    });
    expect(validateEmail("o'brien@example.travel")).toEqual({ ok: true, email: "o'brien@example.travel" });
  });

  it("says what to fix for each kind of typo", () => {
    const bad = [
      "",
      "   ",
      "ana lee@example.com",
      "ana.example.com",
      "@example.com",
      "ana@",
      "an(a)@example.com",
      "ana@example",
      "ana@exa_mple.com",
      "ana@example..com",
      "ana@-example.com",
    ];
    expect(bad.map(messageFor)).toMatchInlineSnapshot(`
      [
        "Enter your email address.",
        "Enter your email address.",
        "Remove the spaces from “ana lee@example.com”.",
        "“ana.example.com” is missing an @. Enter an address like name@example.com.",
        "Add the part before the @ in “@example.com”, as in name@example.com.",
        "Add the domain after the @ in “ana@”, as in name@example.com.",
        "The part before the @ (“an(a)”) has characters an email address can't contain; check for typos.",
        "“example” is missing its ending, such as .com; check the part after the @.",
        "“exa_mple.com” is not a valid domain; check for typos after the @.",
        "“example..com” is not a valid domain; check for typos after the @.",
        "“-example.com” is not a valid domain; check for typos after the @.",
      ]
    `);
  });

  it("rejects addresses longer than 254 characters", () => {
    expect(messageFor(`${"a".repeat(250)}@example.com`)).toMatchInlineSnapshot(
      `"This email address is too long: keep it to 254 characters."`,
    );
  });
});
