import { Kind, type DefinitionNode, type DocumentNode } from "graphql";

/** Where each type and field of the schema is written, so messages can point at the right file. */
export interface SchemaSourceMap {
  /** The file that defines `typeName`, or the one that adds `fieldName` to it (`extend type`). */
  fileOf(typeName: string, fieldName?: string): string | undefined;
}

/** Indexes parsed schema files by the name given to each file's `Source`. */
export function buildSchemaSourceMap(documents: readonly DocumentNode[]): SchemaSourceMap {
  const typeFiles = new Map<string, string>();
  const fieldFiles = new Map<string, string>();
  for (const document of documents) {
    const file = document.loc?.source.name ?? "schema/*.graphql";
    for (const definition of document.definitions) {
      const typeName = typeNameOf(definition);
      if (!typeName) continue;
      if (!definition.kind.endsWith("Extension")) typeFiles.set(typeName, file);
      for (const member of membersOf(definition)) fieldFiles.set(`${typeName}.${member}`, file);
    }
  }
  return {
    fileOf: (typeName, fieldName) =>
      (fieldName === undefined ? undefined : fieldFiles.get(`${typeName}.${fieldName}`)) ?? typeFiles.get(typeName),
  };
}

function typeNameOf(definition: DefinitionNode): string | undefined {
  return "name" in definition && definition.name && definition.kind !== Kind.DIRECTIVE_DEFINITION
    ? definition.name.value
    : undefined;
}

/** Field, input field and enum value names declared by one definition or extension. */
function membersOf(definition: DefinitionNode): string[] {
  if ("fields" in definition && definition.fields) return definition.fields.map((field) => field.name.value);
  if ("values" in definition && definition.values) return definition.values.map((value) => value.name.value);
  return [];
}
