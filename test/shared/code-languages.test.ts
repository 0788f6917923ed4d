import { describe, expect, it } from "vitest";
import {
  CODE_LANGUAGES,
  HIGHLIGHT_GRAMMARS,
  isRunnableBlock,
  isVariablesBlock,
  resolveCodeLanguage,
} from "#shared/code-languages.ts";

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

  it("makes GraphQL runnable unless the block is partial or norun", () => {
    expect(isRunnableBlock("graphql", 'title="Load"')).toBe(true);
    expect(isRunnableBlock("gql", "")).toBe(true);
    expect(isRunnableBlock("graphql", "partial")).toBe(false);
    expect(isRunnableBlock("graphql", "norun")).toBe(false);
    expect(isRunnableBlock("json", "")).toBe(false);
  });

  it("pairs variables by the `variables` flag, not by the title", () => {
    expect(isVariablesBlock("json", 'variables title="Input"')).toBe(true);
    expect(isVariablesBlock("json", 'title="Variables"')).toBe(false);
    expect(isVariablesBlock("json", 'title="variables"')).toBe(false);
    expect(isVariablesBlock("js", "variables")).toBe(false);
  });
});
