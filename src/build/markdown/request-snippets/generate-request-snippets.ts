import { GraphQLError, Kind, parse, type OperationDefinitionNode } from "graphql";
import { checkJson } from "#build/code-check/check-json.ts";
import { checkScript } from "#build/code-check/check-script.ts";
import { buildRequestSnippets, requestSnippetText, type RequestSnippet } from "#shared/request-snippets.ts";
import type { RunnableSource } from "#shared/runnable-source.ts";

/** Where the requests go and the token the page shows: the configured endpoint and public sample token. */
export interface RequestSnippetApi {
  endpoint: string;
  token: string;
}

/** Why a runnable block gets no snippets, located in its operation or its variables block (1-based line within it). */
export interface SnippetProblem {
  block: "operation" | "variables";
  line: number;
  message: string;
}

export type SnippetResult = { ok: true; snippets: RequestSnippet[] } | { ok: false; problem: SnippetProblem };

const NO_SNIPPETS = "No request snippets for this runnable block:";

/**
 * The request snippets of one runnable block, generated from the operation and variables the build hands the
 * runner, then checked like hand-written code: the JavaScript parsed (check-script.ts), the JSON body strict JSON
 * (check-json.ts). A block whose operation does not parse, holds no operation, or whose variables are not a JSON
 * object gets a problem instead of snippets, and so does a snippet that fails its check.
 */
export function generateRequestSnippets(source: RunnableSource, api: RequestSnippetApi): SnippetResult {
  const operation = readFirstOperation(source.operation);
  if (!operation.ok) return { ok: false, problem: operation.problem };
  const variables = readVariables(source.variables);
  if (!variables.ok) return { ok: false, problem: variables.problem };
  const snippets = buildRequestSnippets({
    endpoint: new URL(api.endpoint).href,
    operation: source.operation,
    variables: variables.value,
    ...(operation.name ? { operationName: operation.name } : {}),
  });
  for (const snippet of snippets) {
    const text = requestSnippetText(snippet, api.token);
    const problems =
      snippet.language === "javascript"
        ? checkScript(text, { label: "JavaScript", extension: ".mjs" })
        : snippet.language === "json"
          ? checkJson(text)
          : [];
    const [first] = problems;
    if (first) {
      const message =
        `${NO_SNIPPETS} the generated ${snippet.language} snippet does not pass its check (${first.message}). ` +
        "This is a bug in src/shared/request-snippets.ts; mark the block `norun` until it is fixed.";
      return { ok: false, problem: { block: "operation", line: 1, message } };
    }
  }
  return { ok: true, snippets };
}

type Read<T> = ({ ok: true } & T) | { ok: false; problem: SnippetProblem };

/** The first operation's name, as the runner picks it (src/features/runner/read-operation.ts). */
function readFirstOperation(text: string): Read<{ name?: string }> {
  let definitions;
  try {
    ({ definitions } = parse(text));
  } catch (error) {
    const located = error instanceof GraphQLError ? error.locations?.[0] : undefined;
    const reason = error instanceof GraphQLError ? error.message : String(error);
    const where = located ? ` (column ${located.column})` : "";
    const message = `${NO_SNIPPETS} the operation does not parse${where}: ${reason} Fix the operation.`;
    return { ok: false, problem: { block: "operation", line: located?.line ?? 1, message } };
  }
  const operation = definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) {
    const message =
      `${NO_SNIPPETS} the block holds no query, mutation or subscription, so there is no request to show. ` +
      "Add an operation, or mark the block `norun`.";
    return { ok: false, problem: { block: "operation", line: 1, message } };
  }
  return { ok: true, ...(operation.name ? { name: operation.name.value } : {}) };
}

/** The variables as the runner reads them (src/features/runner/parse-variables.ts): none is `{}`, else a JSON object. */
function readVariables(text: string | undefined): Read<{ value: Record<string, unknown> }> {
  if (text === undefined || text.trim() === "") return { ok: true, value: {} };
  const [syntax] = checkJson(text);
  if (syntax) {
    const message = `${NO_SNIPPETS} its variables are not valid JSON (${syntax.message}).`;
    return { ok: false, problem: { block: "variables", line: syntax.line, message } };
  }
  const value: unknown = JSON.parse(text);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const message =
      `${NO_SNIPPETS} its variables must be a JSON object such as \`{ "id": "…" }\`, ` +
      `keyed by variable name, not \`${JSON.stringify(value)}\`.`;
    return { ok: false, problem: { block: "variables", line: 1, message } };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
