import { getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { loadSchema } from "#build/graphql/load-schema.ts";

/** Lists every named part of the schema that has no description. */
function undocumented(): string[] {
  const { schema } = loadSchema();
  const missing: string[] = [];
  const need = (what: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(what);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || ["String", "Int", "Float", "Boolean", "ID"].includes(type.name)) continue;
    need(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(`${type.name}.${field.name}`, field.description);
        for (const argument of field.args) need(`${type.name}.${field.name}(${argument.name})`, argument.description);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) need(`${type.name}.${field.name}`, field.description);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) need(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing;
}

describe("the platform schema", () => {
  it("describes every type, field, argument, input field and enum value", () => {
    expect(undocumented()).toEqual([]);
  });

  it("documents the accessToken query parameter on the schema and the Query type", () => {
    const { schema } = loadSchema();
    expect(schema.description).toContain("?accessToken=");
    expect(schema.getQueryType()?.description).toContain("`accessToken`");
  });

  it("keeps the searchable route modes a subset of all route modes", () => {
    const { schema } = loadSchema();
    const all = schema.getType("RouteMode");
    const searchable = schema.getType("RouteSearchableMode");
    if (!isEnumType(all) || !isEnumType(searchable)) throw new Error("RouteMode enums are missing from the schema");
    const allNames = all.getValues().map((value) => value.name);
    expect(
      searchable
        .getValues()
        .map((value) => value.name)
        .filter((name) => !allNames.includes(name)),
    ).toEqual([]);
  });

  it("gives every mutation that changes itinerary items a cascaded changes field", () => {
    const { schema } = loadSchema();
    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
    const changingItems = mutations.filter((field) => /^(create|update|move|delete)Itinerary./.test(field.name));
    // The rule applies to something: the item mutations every guide uses are among them.
    expect(changingItems.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        "createItineraryLocation",
        "updateItineraryLocation",
        "moveItineraryItem",
        "deleteItineraryItem",
      ]),
    );
    const withoutCascaded = changingItems
      .filter((field) => {
        const payload = getNamedType(field.type);
        return !isObjectType(payload) || !("cascaded" in payload.getFields());
      })
      .map((field) => field.name);
    expect(withoutCascaded).toEqual([]);
  });
});
