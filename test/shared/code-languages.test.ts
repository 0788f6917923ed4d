import { describe, expect, it } from "vitest";
import { CODE_LANGUAGES, HIGHLIGHT_GRAMMARS, resolveCodeLanguage } from "#shared/code-languages.ts";

describe("the code-language table", () => {
  it("resolves an alias to the same label, grammar and check as its language", () => {
    expect(resolveCodeLanguage("gql")).toEqual(resolveCodeLanguage("graphql"));
    expect(resolveCodeLanguage("typescript")).toMatchObject({
      label: "TypeScript",
      grammar: "typescript",
      checker: "ts",
    });
    expect(resolveCodeLanguage("geojson")).toMatchObject({ label: "GeoJSON", grammar: "json", checker: "json" });
    expect(resolveCodeLanguage("sh")).toEqual({ label: "Shell", grammar: "bash" });
  });

  it("reads fence languages case-insensitively", () => {
    expect(resolveCodeLanguage(" GraphQL ")).toBe(CODE_LANGUAGES.graphql);
  });

  it("shows an unknown language upper-cased, as plain text, unchecked", () => {
    expect(resolveCodeLanguage("cobol")).toEqual({ label: "COBOL", grammar: "text" });
  });

  it("loads each Shiki grammar once and never plain text", () => {
    expect(new Set(HIGHLIGHT_GRAMMARS).size).toBe(HIGHLIGHT_GRAMMARS.length);
    expect(HIGHLIGHT_GRAMMARS).toContain("graphql");
    expect(HIGHLIGHT_GRAMMARS).not.toContain("text");
  });
});
