import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { GraphQLSchema } from "graphql";
import { listTypesUsed, traceSchemaUsage } from "#build/graphql/trace-schema-usage.ts";

/** Folder of the example operations, relative to the repository root. */
export const OPERATIONS_DIR = "examples/operations";

/** Where the operation pages live. */
export const OPERATIONS_PATH = "/docs/graphql/operations";

/** One example operation file, read for its page. */
export interface ExampleOperation {
  /** Folder below `examples/operations`, such as `itinerary/location`. */
  group: string;
  name: string;
  /** File relative to the repository root. */
  file: string;
  /** The operation without its leading comment lines. */
  code: string;
  token?: "public" | "secret";
  /** The file's leading comments (after the token line), as one line. */
  summary: string;
  /** Raw JSON of `<Name>.variables.json` beside the file, if there is one. */
  variables?: string;
  /** Every schema type the operation touches, by name. */
  types: string[];
}

/** The page of an operation, such as `/docs/graphql/operations/itinerary/GetItinerary`. */
export function operationPath(operation: Pick<ExampleOperation, "group" | "name">): string {
  return `${OPERATIONS_PATH}/${operation.group}/${operation.name}`;
}

const cache = new Map<string, ExampleOperation[]>();

/** Forgets the operations read so far, so the next call reads the files again (the dev server, after an edit). */
export function forgetExampleOperations(): void {
  cache.clear();
}

/** Reads every `.graphql` file under `examples/operations`, in path order; none when the folder is missing. */
export function loadExampleOperations(rootDir: string, schema: GraphQLSchema): ExampleOperation[] {
  const dir = path.join(rootDir, OPERATIONS_DIR);
  const cached = cache.get(dir);
  if (cached) return cached;
  if (!existsSync(dir)) return [];
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".graphql"))
    .sort();
  const operations = files.map((file) => readOperation(dir, file, schema));
  cache.set(dir, operations);
  return operations;
}

function readOperation(dir: string, file: string, schema: GraphQLSchema): ExampleOperation {
  const text = readFileSync(path.join(dir, file), "utf8");
  const lines = text.split("\n");
  const header = lines.findIndex((line) => !line.startsWith("#"));
  const comments = lines.slice(0, header === -1 ? lines.length : header).map((line) => line.replace(/^#\s?/, ""));
  const token = /^Token: (public|secret)\b/.exec(comments[0] ?? "")?.[1] as ExampleOperation["token"];
  const summary = comments
    .slice(token ? 1 : 0)
    .join(" ")
    .trim();
  const code = lines
    .slice(header === -1 ? lines.length : header)
    .join("\n")
    .trim();
  const name = path.posix.basename(file, ".graphql");
  const variablesFile = path.join(dir, path.posix.dirname(file), `${name}.variables.json`);
  return {
    group: path.posix.dirname(file),
    name,
    file: `${OPERATIONS_DIR}/${file}`,
    code,
    token,
    summary,
    variables: existsSync(variablesFile) ? readFileSync(variablesFile, "utf8").trim() : undefined,
    types: listTypesUsed(traceSchemaUsage(code, schema)),
  };
}
