import { describe, expect, it } from "vitest";
import { parseVariables } from "#features/runner/parse-variables.ts";

describe("parseVariables", () => {
  it("reads a JSON object", () => {
    expect(parseVariables('{ "id": "itinerary/5hT2rQ8wLk" }')).toEqual({
      ok: true,
      value: { id: "itinerary/5hT2rQ8wLk" },
    });
  });

  it("sends no variables when the field is empty", () => {
    expect(parseVariables("  \n")).toEqual({ ok: true, value: {} });
  });

  it("says the JSON is invalid, with the parser's reason, and how to fix it", () => {
    const result = parseVariables('{ "id": }');
    expect(result.ok).toBe(false);
    // The reason comes from the browser's JSON parser, so only its frame is pinned.
    expect(!result.ok && result.message).toMatch(
      /^The variables are not valid JSON: .+\. Fix the JSON, or empty the field to send no variables\.$/,
    );
  });

  it("refuses JSON that is not an object, naming what it got", () => {
    expect(messageOf('["itinerary/1"]')).toMatchInlineSnapshot(
      `"The variables must be a JSON object such as \`{ "id": "…" }\`, not an array. Key each value by its variable name, without the \`$\`."`,
    );
    expect(messageOf('"itinerary/1"')).toContain('not the string `"itinerary/1"`.');
    expect(messageOf("null")).toContain("not `null`.");
  });
});

function messageOf(text: string): string | undefined {
  const result = parseVariables(text);
  return result.ok ? undefined : result.message;
}
