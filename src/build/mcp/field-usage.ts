import type { GraphQLSchema } from "graphql";
import { loadExampleOperations, operationPath } from "#build/generated-pages/operations/load-operations.ts";
import { traceSchemaUsage } from "#build/graphql/trace-schema-usage.ts";
import { SCHEMA_REFERENCE_PATH } from "#build/graphql/schema-reference-path.ts";
import { listExportedPages, readMarkdownExport, type DocsSite } from "./docs-site.ts";

/** A page whose examples select a field. */
export interface FieldUser {
  title: string;
  path: string;
  /** How many of its examples select it. */
  examples: number;
}

/** One GraphQL example: a fenced `graphql` block of a guide, or an example operation. */
interface GraphqlExample {
  title: string;
  path: string;
  code: string;
}

/** The examples of one site: the guides' and the example operations'. */
interface SiteExamples {
  guides: GraphqlExample[];
  operations: GraphqlExample[];
}

const GRAPHQL_BLOCK = /^```graphql[^\n]*\n([\s\S]*?)^```/gm;
/** Generated pages repeat the schema; "In the guides" counts written pages only, as the reference pages do. */
const GENERATED = [`${SCHEMA_REFERENCE_PATH}/`, "/docs/graphql/operations/"];

const examplesBySite = new Map<string, SiteExamples>();

/** Every guide's GraphQL examples (from the Markdown exports) and every example operation, read once per site. */
function collectExamples(site: DocsSite, schema: GraphQLSchema): SiteExamples {
  const cached = examplesBySite.get(site.clientDir);
  if (cached) return cached;
  const guides: GraphqlExample[] = [];
  for (const path of listExportedPages(site)) {
    if (GENERATED.some((prefix) => path.startsWith(prefix))) continue;
    const markdown = readMarkdownExport(site, path) ?? "";
    const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? path;
    for (const block of markdown.matchAll(GRAPHQL_BLOCK)) guides.push({ title, path, code: block[1] ?? "" });
  }
  const operations = loadExampleOperations(site.rootDir, schema).map((operation) => ({
    title: operation.name,
    path: operationPath(operation),
    code: operation.code,
  }));
  const examples = { guides, operations };
  examplesBySite.set(site.clientDir, examples);
  return examples;
}

/** The examples that select `typeName.fieldName`, traced with graphql-js `TypeInfo`, one entry per page. */
function usersAmong(examples: GraphqlExample[], schema: GraphQLSchema, typeName: string, fieldName: string) {
  const users: FieldUser[] = [];
  const word = new RegExp(`\\b${fieldName}\\b`);
  for (const example of examples) {
    // Only text with the field's name can select it; tracing the others would find nothing.
    if (!word.test(example.code)) continue;
    const selects = traceSchemaUsage(example.code, schema).some(
      (reference) => reference.kind === "field" && reference.type === typeName && reference.field === fieldName,
    );
    if (!selects) continue;
    const known = users.find((user) => user.path === example.path);
    if (known) known.examples += 1;
    else users.push({ title: example.title, path: example.path, examples: 1 });
  }
  return users;
}

/**
 * The guides and example operations that select a field, as the reference pages' "In the guides" and "Example
 * operations" list them for a type, but for the one field.
 */
export function findFieldUsers(site: DocsSite, schema: GraphQLSchema, typeName: string, fieldName: string) {
  const examples = collectExamples(site, schema);
  return {
    guides: usersAmong(examples.guides, schema, typeName, fieldName),
    operations: usersAmong(examples.operations, schema, typeName, fieldName),
  };
}
