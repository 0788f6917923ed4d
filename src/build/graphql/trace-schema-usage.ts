import {
  getLocation,
  getNamedType,
  parse,
  Source,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type GraphQLSchema,
} from "graphql";
import { fieldHref, typeHref } from "./schema-reference-path.ts";

/** One name in an operation that refers to the schema: a selected field or a named type. */
export interface SchemaReference {
  kind: "field" | "type";
  /** The type that owns the field, or the named type itself. */
  type: string;
  field?: string;
  /** The type the field returns (named, without list or non-null wrappers). */
  returns?: string;
  /** 1-based line and column of the name in the operation, and its length. */
  line: number;
  column: number;
  length: number;
  /** The name's entry in the schema reference. */
  href: string;
}

/**
 * Walks an operation with graphql-js `TypeInfo` and lists every field and type name it uses, with its position.
 * Names the schema does not know, introspection fields and unparsable text give no references.
 */
export function traceSchemaUsage(code: string, schema: GraphQLSchema): SchemaReference[] {
  let document;
  try {
    document = parse(new Source(code));
  } catch {
    return [];
  }
  const source = new Source(code);
  const typeInfo = new TypeInfo(schema);
  const references: SchemaReference[] = [];
  const at = (node: ASTNode) => {
    const location = getLocation(source, node.loc?.start ?? 0);
    return { line: location.line, column: location.column, length: (node.loc?.end ?? 0) - (node.loc?.start ?? 0) };
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field || node.name.value.startsWith("__")) return;
        references.push({
          kind: "field",
          type: parent.name,
          field: field.name,
          returns: getNamedType(field.type).name,
          ...at(node.name),
          href: fieldHref(parent.name, field.name),
        });
      },
      NamedType(node) {
        const name = node.name.value;
        if (!schema.getType(name) || name.startsWith("__")) return;
        references.push({ kind: "type", type: name, ...at(node.name), href: typeHref(name) });
      },
    }),
  );
  return references;
}

/** The names of every schema type an operation touches: owners of selected fields, their return types, named types. */
export function listTypesUsed(references: SchemaReference[]): string[] {
  const names = new Set<string>();
  for (const reference of references) {
    names.add(reference.type);
    if (reference.returns) names.add(reference.returns);
  }
  return [...names].sort();
}

/** The types whose fields an operation selects (what "In the guides" lists a page under). */
export function listSelectedTypes(references: SchemaReference[]): string[] {
  return [
    ...new Set(references.filter((reference) => reference.kind === "field").map((reference) => reference.type)),
  ].sort();
}
