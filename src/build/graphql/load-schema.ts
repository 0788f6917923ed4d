import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildASTSchema, concatAST, GraphQLError, parse, Source, validateSchema } from "graphql";
import type { DocumentNode, GraphQLSchema } from "graphql";
import { projectRoot } from "#build/config/build-tool.ts";
import { describeSyntaxError, toBackticks } from "./describe-graphql-error.ts";
import { findUnknownSchemaTypes } from "./find-unknown-schema-types.ts";
import { buildSchemaSourceMap, type SchemaSourceMap } from "./schema-source-map.ts";

/** The `schema/` folder at the repository root, which holds the platform schema split by area. */
export const DEFAULT_SCHEMA_DIR = path.join(projectRoot, "schema");

/** The merged platform schema and where each of its types and fields is written. */
export interface LoadedSchema {
  schema: GraphQLSchema;
  sources: SchemaSourceMap;
}

const cache = new Map<string, LoadedSchema>();

/** Forgets every loaded schema, so the next `loadSchema` reads the files again (the dev server, after an edit). */
export function forgetLoadedSchemas(): void {
  cache.clear();
}

/** Loads and merges every `*.graphql` file of `dir` into one schema, once per folder. */
export function loadSchema(dir: string = DEFAULT_SCHEMA_DIR): LoadedSchema {
  const key = path.resolve(dir);
  let loaded = cache.get(key);
  if (!loaded) {
    loaded = buildSchemaFromFolder(key);
    cache.set(key, loaded);
  }
  return loaded;
}

function buildSchemaFromFolder(dir: string): LoadedSchema {
  const label = path.basename(dir);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".graphql"))
    .sort();
  if (files.length === 0) {
    throw new Error(`No GraphQL schema files in \`${dir}\`. Add the platform schema as \`${label}/*.graphql\`.`);
  }
  const documents = files.map((file) => parseSchemaFile(path.join(dir, file), `${label}/${file}`));
  const merged = concatAST(documents);
  const unknownTypes = findUnknownSchemaTypes(merged);
  if (unknownTypes.length > 0) throw schemaError(unknownTypes);
  let schema: GraphQLSchema;
  try {
    schema = buildASTSchema(merged);
  } catch (error) {
    const reason = toBackticks(error instanceof Error ? error.message : String(error));
    throw new Error(
      `Cannot build the GraphQL schema from \`${label}/*.graphql\`: ${reason} Fix the definitions it names.`,
    );
  }
  const invalid = validateSchema(schema).map(formatLocated);
  if (invalid.length > 0) throw schemaError(invalid);
  return { schema, sources: buildSchemaSourceMap(documents) };
}

function parseSchemaFile(file: string, name: string): DocumentNode {
  try {
    return parse(new Source(readFileSync(file, "utf8"), name));
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const location = error.locations?.[0];
    const where = location ? `${name}:${location.line}:${location.column}` : name;
    throw schemaError([`${where} Syntax error: ${describeSyntaxError(error.message)} Fix the SDL at that position.`]);
  }
}

function formatLocated(error: GraphQLError): string {
  const location = error.locations?.[0];
  const where = error.source && location ? `${error.source.name}:${location.line}:${location.column} ` : "";
  return `${where}${toBackticks(error.message)}`;
}

function schemaError(problems: string[]): Error {
  return new Error(`The GraphQL schema is invalid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
}
