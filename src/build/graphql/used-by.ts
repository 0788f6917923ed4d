import {
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from "graphql";

/** A field or argument that returns or takes a type. */
export interface TypeUse {
  /** The type that declares the field. */
  type: string;
  field: string;
  /** Set when the type is taken by this argument of the field. */
  argument?: string;
}

/** Indexes, for every named type, the fields that return it and the arguments and input fields that take it. */
export function indexTypeUses(schema: GraphQLSchema): Map<string, TypeUse[]> {
  const uses = new Map<string, TypeUse[]>();
  const add = (typeName: string, use: TypeUse) => uses.set(typeName, [...(uses.get(typeName) ?? []), use]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values<GraphQLField<unknown, unknown>>(type.getFields())) {
        add(getNamedType(field.type).name, { type: type.name, field: field.name });
        for (const argument of field.args)
          add(getNamedType(argument.type).name, { type: type.name, field: field.name, argument: argument.name });
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values<GraphQLInputField>(type.getFields()))
        add(getNamedType(field.type).name, { type: type.name, field: field.name });
    }
  }
  return uses;
}
