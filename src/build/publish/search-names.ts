import { existsSync, writeFileSync } from "node:fs";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";
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

/** Words shorter than this are not corrected: too many other words are one letter away. */
const MIN_WORD_LENGTH = 4;

const GENERATED = /^\/docs\/graphql\/(schema|operations)(\/|$)/;

/**
 * The words of the pages' titles (with their labels, as the published `<h1>` shows them) and keywords, lower-cased,
 * once each: what a misspelt query is corrected to (src/features/search/correct-spelling.ts). Generated schema and
 * operation pages are left out: their titles are names.
 */
export function collectVocabulary(tree: DocNode): string[] {
  const texts: string[] = [];
  for (const node of walkTree(tree)) {
    if (node.type !== "markdown" || GENERATED.test(node.path)) continue;
    texts.push(node.title, node.metadata.label ?? "", ...(node.metadata.keywords ?? []));
  }
  return vocabularyOf(texts);
}

/** The words of `texts` worth correcting to, lower-cased, once each, sorted. */
export function vocabularyOf(texts: string[]): string[] {
  const words = new Set<string>();
  for (const word of texts
    .join(" ")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)) {
    if (word.length >= MIN_WORD_LENGTH && !/^\d+$/.test(word)) words.add(word);
  }
  return [...words].sort();
}

/** The names of every type of `schema` whose reference page is in `outDir`, and the vocabulary for corrections. */
export function collectSearchNames(schema: GraphQLSchema, outDir: string, words: string[] = []): SearchNames {
  const types = listNamedTypes(schema).filter((type) => hasPage(outDir, typeHref(type.name)));
  return { types: Object.fromEntries(types.map((type) => [type.name, namesOf(type)])), words };
}

/**
 * Writes the names file beside the search index; returns its size in bytes. A site without schema reference pages
 * gets a file without types, so that search still loads it and finds no names.
 */
export function writeSearchNames(
  outDir: string,
  words: string[] = [],
  schema: GraphQLSchema = loadSchema().schema,
): number {
  const json = JSON.stringify(collectSearchNames(schema, outDir, words));
  writeFileSync(join(outDir, ...SEARCH_NAMES_URL.split("/")), json);
  return Buffer.byteLength(json);
}
