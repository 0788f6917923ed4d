import { GraphQLError, Kind, parse, Source, validate, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { checkSdlExcerpt } from "./check-sdl-excerpt.ts";
import { checkVariables } from "./check-variables.ts";
import { describeGraphqlError, describeSyntaxError } from "./describe-graphql-error.ts";
import type { GraphqlProblem } from "./graphql-problem.ts";
import { loadSchema, type LoadedSchema } from "./load-schema.ts";

/** A fenced `graphql` block as the content pipeline hands it over. */
export interface GraphqlBlock {
  code: string;
  /** Marked `partial`: only parsed, never validated against the schema. */
  partial: boolean;
  /** Raw JSON of the `json variables` block that follows, if any. */
  variables?: string;
}

/**
 * Checks a GraphQL block: it must parse; unless partial, an operation must validate against
 * the schema (and its variables block must fit it), and an SDL excerpt must match the schema.
 */
export function validateGraphqlBlock(block: GraphqlBlock, loaded: LoadedSchema = loadSchema()): GraphqlProblem[] {
  const parsed = parseBlock(block.code, block.partial);
  if ("problem" in parsed) return [parsed.problem];
  if (block.partial || !parsed.document) return [];
  const { document } = parsed;
  if (document.definitions.every(isSchemaDefinition)) return checkSdlExcerpt(document, loaded);

  const problems = validate(loaded.schema, document).map((error) => ({
    line: error.locations?.[0]?.line ?? 1,
    message: describeGraphqlError(error.message, loaded.sources),
  }));
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (block.variables !== undefined && operation) {
    problems.push(...checkVariables(loaded.schema, operation, block.variables));
  }
  return problems;
}

type Parsed = { document?: DocumentNode } | { problem: GraphqlProblem };

/** Parses the block; a partial block may also be a bare selection such as `title synopsis`. */
function parseBlock(code: string, partial: boolean): Parsed {
  try {
    return { document: parse(new Source(code, "code block")) };
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    if (partial && parsesAsSelection(code)) return {};
    const line = error.locations?.[0]?.line ?? 1;
    const column = error.locations?.[0]?.column ?? 1;
    const reason = describeSyntaxError(error.message);
    const fix = partial
      ? "Partial blocks are still parsed: fix the syntax, or write the omitted part as a `# ...` comment."
      : "Fix the syntax, or mark the block `partial` if it is a deliberate excerpt.";
    return { problem: { line, message: `GraphQL syntax error at column ${column}: ${reason} ${fix}` } };
  }
}

function parsesAsSelection(code: string): boolean {
  try {
    parse(`{\n${code}\n}`);
    return true;
  } catch {
    return false;
  }
}

function isSchemaDefinition(definition: DocumentNode["definitions"][number]): boolean {
  return definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION;
}
