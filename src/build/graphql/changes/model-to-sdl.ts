import { buildASTSchema, parse, type GraphQLSchema } from "graphql";
import type { ReferenceField, ReferenceModel, ReferenceType } from "#build/graphql/reference/reference-model.ts";

const BUILT_IN_SCALARS = new Set(["String", "Int", "Float", "Boolean", "ID"]);

/**
 * SDL for a version of the reference, so graphql-js can compare two versions. The reference records names, kinds,
 * types and deprecation only, so the SDL has no descriptions, default values or deprecation reasons, and objects
 * implement no interfaces (the reference does not say which do). The types fields name but the reference never lists
 * (its generator leaves unions out, such as `CollectionItemEmbedded`) are declared as scalars of that name: a field
 * that starts or stops using one is seen as a change of type, but what the union holds is not known.
 */
export function modelToSdl(model: ReferenceModel): string {
  const blocks = model.types.filter((type) => !BUILT_IN_SCALARS.has(type.name)).map(typeToSdl);
  const undocumented = model.undocumentedTypes.filter((name) => !BUILT_IN_SCALARS.has(name));
  return [...blocks, ...undocumented.map((name) => `scalar ${name}`)].join("\n\n");
}

const schemas = new WeakMap<ReferenceModel, GraphQLSchema>();

/**
 * The version as a schema graphql-js can compare (not validated: a reference may list a type without fields). Built
 * once per model: each version is compared with the one before and the one after.
 */
export function modelToSchema(model: ReferenceModel): GraphQLSchema {
  let schema = schemas.get(model);
  if (!schema) {
    schema = buildASTSchema(parse(modelToSdl(model)), { assumeValid: true, assumeValidSDL: true });
    schemas.set(model, schema);
  }
  return schema;
}

function typeToSdl(type: ReferenceType): string {
  switch (type.kind) {
    case "scalar":
      return `scalar ${type.name}`;
    case "union":
      return `scalar ${type.name}`;
    case "enum":
      return block(
        `enum ${type.name}`,
        (type.values ?? []).map((value) => `${value.name}${deprecated(value.deprecated)}`),
      );
    case "input":
      return block(
        `input ${type.name}`,
        (type.fields ?? []).map((field) => `${field.name}: ${field.type}${deprecated(field.deprecated)}`),
      );
    case "object":
    case "interface":
      return block(
        `${type.kind === "object" ? "type" : "interface"} ${type.name}`,
        (type.fields ?? []).map(fieldToSdl),
      );
  }
}

function fieldToSdl(field: ReferenceField): string {
  const args = field.arguments.map(
    (argument) => `${argument.name}: ${argument.type}${deprecated(argument.deprecated)}`,
  );
  return `${field.name}${args.length > 0 ? `(${args.join(", ")})` : ""}: ${field.type}${deprecated(field.deprecated)}`;
}

function block(head: string, lines: string[]): string {
  return lines.length === 0 ? head : `${head} {\n${lines.map((line) => `  ${line}`).join("\n")}\n}`;
}

function deprecated(isDeprecated: boolean): string {
  return isDeprecated ? " @deprecated" : "";
}
