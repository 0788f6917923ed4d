import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { validateGraphqlBlock } from "#build/graphql/validate-graphql-block.ts";

const EXAMPLES_DIR = fileURLToPath(new URL("../../examples/operations/", import.meta.url));
const AREAS = ["itinerary", "media", "place", "route", "icon", "profile", "collection"];
const files = (readdirSync(EXAMPLES_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".graphql"))
  .map((file) => file.split(path.sep).join("/"))
  .sort();

describe("examples/operations", () => {
  it("has at least four operations in every area", () => {
    for (const area of AREAS) {
      expect(files.filter((file) => file.startsWith(`${area}/`)).length, area).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(files)("%s validates against the schema", (file) => {
    const code = readFileSync(path.join(EXAMPLES_DIR, file), "utf8");
    expect(validateGraphqlBlock({ code, partial: false })).toEqual([]);
  });

  it.each(files)("%s says which token it needs and holds one operation named after the file", (file) => {
    const code = readFileSync(path.join(EXAMPLES_DIR, file), "utf8");
    expect(code.split("\n")[0]).toMatch(/^# Token: (public|secret)\b/);
    const operations = parse(code).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    expect(operations).toHaveLength(1);
    expect(operations[0]?.name?.value).toBe(path.basename(file, ".graphql"));
  });
});
