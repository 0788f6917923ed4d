import { describe, expect, it } from "vitest";
import { mergeCssRules } from "#build/pipeline/render-pages.ts";

describe("parallel rendering", () => {
  it("merges the syntax-colour CSS of several threads, each class once, in a stable order", () => {
    const merged = mergeCssRules([".sk-b{color:blue}.sk-a{color:red}", ".sk-c{}.sk-b{color:blue}", ""]);
    expect(merged).toBe(".sk-a{color:red}.sk-b{color:blue}.sk-c{}");
    expect(mergeCssRules([".sk-c{}.sk-b{color:blue}", ".sk-b{color:blue}.sk-a{color:red}"])).toBe(merged);
  });
});
