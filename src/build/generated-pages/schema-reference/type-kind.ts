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

/** The groups of the overview, in the order it lists them. */
export const TYPE_KINDS = [
  { kind: "object", heading: "Objects", label: "Object type" },
  { kind: "interface", heading: "Interfaces", label: "Interface" },
  { kind: "union", heading: "Unions", label: "Union" },
  { kind: "enum", heading: "Enums", label: "Enum" },
  { kind: "input", heading: "Inputs", label: "Input type" },
  { kind: "scalar", heading: "Scalars", label: "Scalar" },
] as const;

export type TypeKind = (typeof TYPE_KINDS)[number]["kind"];

/** Which group a named type belongs to. */
export function kindOf(type: GraphQLNamedType): TypeKind {
  if (isObjectType(type)) return "object";
  if (isInterfaceType(type)) return "interface";
  if (isUnionType(type)) return "union";
  if (isEnumType(type)) return "enum";
  if (isInputObjectType(type)) return "input";
  if (isScalarType(type)) return "scalar";
  throw new Error(`Internal error (a bug in the site code): unknown kind of GraphQL type \`${String(type)}\`.`);
}

/** The schema's named types without introspection types, sorted by name. */
export function listNamedTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__"))
    .sort((a, b) => a.name.localeCompare(b.name));
}
