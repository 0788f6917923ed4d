import { getVariableValues, print, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { lineColumnAt } from "#build/code-check/line-column.ts";
import { locateJsonError } from "#build/code-check/locate-json-error.ts";
import { toBackticks, withHint } from "./describe-graphql-error.ts";
import type { GraphqlProblem } from "./graphql-problem.ts";
import { closestMatch } from "#shared/closest-match.ts";

/**
 * Checks the JSON of a `json variables` block against an operation: it must parse, set every
 * required variable, set no undeclared one, and give values that coerce to the declared types.
 */
export function checkVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  rawVariables: string,
): GraphqlProblem[] {
  const operationLine = operation.loc?.startToken.line ?? 1;
  const name = operation.name ? `\`${operation.name.value}\`` : "the operation";
  let inputs: unknown;
  try {
    inputs = JSON.parse(rawVariables);
  } catch {
    return [{ line: operationLine, message: describeJsonError(rawVariables) }];
  }
  if (typeof inputs !== "object" || inputs === null || Array.isArray(inputs)) {
    const found = Array.isArray(inputs) ? "an array" : `\`${JSON.stringify(inputs)}\``;
    const message = `The variables block must be a JSON object such as \`{ "id": "itinerary/ABC123" }\`, found ${found}. Wrap the values in \`{ }\` keyed by variable name.`;
    return [{ line: operationLine, message }];
  }
  const definitions = operation.variableDefinitions ?? [];
  const declared = definitions.map((definition) => definition.variable.name.value);
  const problems: GraphqlProblem[] = Object.keys(inputs)
    .filter((key) => !declared.includes(key))
    .map((key) => ({ line: operationLine, message: describeUnknownVariable(key, declared, name) }));

  const coerced = getVariableValues(schema, definitions, inputs as Record<string, unknown>, { maxErrors: 50 });
  for (const error of coerced.errors ?? []) {
    // An unknown variable type is already reported by validation.
    if (error.message.includes("cannot be used as an input type")) continue;
    const line = error.locations?.[0]?.line ?? operationLine;
    problems.push({
      line,
      message: withHint(describeCoercionError(error.message), coercionHint(error.message, operation)),
    });
  }
  return problems;
}

function describeJsonError(raw: string): string {
  const error = locateJsonError(raw);
  if (!error) return "The variables block is not valid JSON. Fix its syntax.";
  const { line, column } = lineColumnAt(raw, error.offset);
  return `The variables block is not valid JSON at its line ${line}, column ${column}: ${error.message}`;
}

function describeUnknownVariable(key: string, declared: string[], operationName: string): string {
  const guess = closestMatch(key, declared);
  const didYouMean = guess ? ` Did you mean \`${guess}\`?` : "";
  const list = declared.length > 0 ? declared.map((variable) => `\`$${variable}\``).join(", ") : "no variables";
  return `The variables block sets \`${key}\`, but ${operationName} declares ${list}.${didYouMean} Remove it or declare \`$${key}\` in the operation.`;
}

/** Drops graphql-js's dump of the whole value and keeps the path and reason, which name the bad part. */
function describeCoercionError(message: string): string {
  const invalid = /^Variable "\$(\w+)" got invalid value [\s\S]*?(?: at "([^"]+)")?; ([\s\S]*)$/.exec(message);
  if (!invalid) return toBackticks(message);
  const where = invalid[2] ? ` at \`${invalid[2]}\`` : "";
  return `Variable \`$${invalid[1]}\` has an invalid value${where}: ${toBackticks(invalid[3]!)}`;
}

function coercionHint(message: string, operation: OperationDefinitionNode): string {
  const variable = /^Variable "\$(\w+)"/.exec(message)?.[1] ?? "";
  const definition = operation.variableDefinitions?.find((candidate) => candidate.variable.name.value === variable);
  const type = definition ? print(definition.type) : "the declared type";
  if (/was not provided/.test(message)) return `Add \`"${variable}"\` to the variables block.`;
  if (/must not be null/.test(message))
    return `Give \`"${variable}"\` a value of type \`${type}\` instead of \`null\`.`;
  return `Give \`"${variable}"\` a value of type \`${type}\` in the variables block.`;
}
