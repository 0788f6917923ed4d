import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { typeHref } from "#build/graphql/schema-reference-path.ts";
import { kindOf, listNamedTypes } from "#build/generated-pages/schema-reference/type-kind.ts";
import { SEARCH_NAMES_URL, type SchemaTypeNames, type SearchNames } from "#shared/search-names.ts";

/** Whether the build published a reference page for the type at `href` (`/docs/graphql/schema/Itinerary`). */
function hasPage(outDir: string, href: string): boolean {
  const file = join(outDir, ...href.split("/"));
  return existsSync(`${file}.html`) || existsSync(join(file, "index.html"));
}

function namesOf(type: GraphQLNamedType): SchemaTypeNames {
  const kind = kindOf(type);
  if (isEnumType(type)) return { kind, values: type.getValues().map((value) => value.name) };
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = Object.values(type.getFields()).map((field): [string, string[]] => [
      field.name,
      field.args.map((arg) => arg.name),
    ]);
    return { kind, fields: Object.fromEntries(fields) };
  }
  if (isInputObjectType(type)) {
    return { kind, fields: Object.fromEntries(Object.keys(type.getFields()).map((name) => [name, []])) };
  }
  return { kind };
}

/** The names of every type of `schema` whose reference page is in `outDir`. */
export function collectSearchNames(schema: GraphQLSchema, outDir: string): SearchNames {
  const types = listNamedTypes(schema).filter((type) => hasPage(outDir, typeHref(type.name)));
  return { types: Object.fromEntries(types.map((type) => [type.name, namesOf(type)])) };
}

/**
 * Writes the names file beside the search index; returns its size in bytes. A site without schema reference pages
 * gets an empty file, so that search still loads it and finds no names.
 */
export function writeSearchNames(outDir: string, schema: GraphQLSchema = loadSchema().schema): number {
  const json = JSON.stringify(collectSearchNames(schema, outDir));
  writeFileSync(join(outDir, ...SEARCH_NAMES_URL.split("/")), json);
  return Buffer.byteLength(json);
}
