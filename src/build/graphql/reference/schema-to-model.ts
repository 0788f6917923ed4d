import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import type { ReferenceModel, ReferenceType } from "./reference-model.ts";

/** Describes a built schema in the reference's structural terms, so the two can be compared. */
export function schemaToModel(schema: GraphQLSchema): ReferenceModel {
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__"))
    .map(describeType);
  return { types, undocumentedTypes: [] };
}

function describeType(type: GraphQLNamedType): ReferenceType {
  const { name } = type;
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = Object.values(type.getFields()).map((field) => ({
      name: field.name,
      type: String(field.type),
      deprecated: field.deprecationReason != null,
      arguments: field.args.map((argument) => ({
        name: argument.name,
        type: String(argument.type),
        deprecated: argument.deprecationReason != null,
      })),
    }));
    return { name, kind: isObjectType(type) ? "object" : "interface", fields };
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).map((field) => ({
      name: field.name,
      type: String(field.type),
      deprecated: field.deprecationReason != null,
      arguments: [],
    }));
    return { name, kind: "input", fields };
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => ({ name: value.name, deprecated: value.deprecationReason != null }));
    return { name, kind: "enum", values };
  }
  if (isUnionType(type)) return { name, kind: "union" };
  if (isScalarType(type)) return { name, kind: "scalar" };
  throw new Error(`Bug: the schema type \`${name}\` is of no kind the comparison knows. Teach schemaToModel about it.`);
}
