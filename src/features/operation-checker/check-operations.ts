import {
  FieldsOnCorrectTypeRule,
  GraphQLError,
  KnownArgumentNamesRule,
  Kind,
  KnownTypeNamesRule,
  parse,
  ProvidedRequiredArgumentsRule,
  Source,
  specifiedRules,
  validate,
  ValuesOfCorrectTypeRule,
  VariablesInAllowedPositionRule,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql";
import { fieldHref, typeHref } from "#shared/schema-reference-path.ts";
import { collectOperationFacts, type ReferenceSpan } from "./collect-operation-facts.ts";
import type { OperationProblem, OperationUsage, ProblemKind, ReferenceLink } from "./operation-findings.ts";

/** The answer for one text: nothing to check, a text that does not parse, or its problems and what it uses. */
export type CheckResult =
  | { status: "empty"; message: string }
  | { status: "unparsable"; problems: OperationProblem[] }
  | { status: "checked"; operations: string[]; problems: OperationProblem[]; usages: OperationUsage[] };

/** The validation rules whose errors have a kind of their own; every other rule's error is `invalid`. */
const RULE_KINDS = new Map<ValidationRule, ProblemKind>([
  [FieldsOnCorrectTypeRule, "unknown-field"],
  [KnownArgumentNamesRule, "unknown-argument"],
  [KnownTypeNamesRule, "unknown-type"],
  [ValuesOfCorrectTypeRule, "argument-type"],
  [VariablesInAllowedPositionRule, "argument-type"],
  [ProvidedRequiredArgumentsRule, "missing-argument"],
]);

/**
 * Checks GraphQL operations against `schema` as the API would before running them (graphql-js's `validate`, rule by
 * rule so each problem has its kind), and adds what validation does not report: the deprecated parts used, with the
 * schema's reason. Problems are in text order, each with its line and column and its reference entry.
 */
export function checkOperations(schema: GraphQLSchema, text: string, sourceName = "Pasted operations"): CheckResult {
  if (text.trim() === "") {
    return { status: "empty", message: "There is nothing to check: paste an operation or choose a .graphql file." };
  }
  const source = new Source(text, sourceName);
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const { line, column } = error.locations?.[0] ?? { line: 1, column: 1 };
    const message = `This does not parse as GraphQL: ${error.message.replace(/^Syntax Error: /, "")}`;
    return { status: "unparsable", problems: [{ kind: "syntax", message, line, column }] };
  }
  const facts = collectOperationFacts(schema, document, source);
  const problems: OperationProblem[] = [];
  for (const rule of specifiedRules) {
    const kind = RULE_KINDS.get(rule) ?? "invalid";
    for (const error of validate(schema, document, [rule])) problems.push(describeError(error, kind, facts.spans));
  }
  problems.push(...facts.deprecations);
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  const operations = document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? [definition.name?.value ?? `anonymous ${definition.operation}`]
      : [],
  );
  return { status: "checked", operations, problems: dropEchoes(problems), usages: facts.usages };
}

function describeError(error: GraphQLError, kind: ProblemKind, spans: ReferenceSpan[]): OperationProblem {
  const { line, column } = error.locations?.[0] ?? { line: 1, column: 1 };
  const problem: OperationProblem = { kind, message: error.message, line, column };
  // A variable of the wrong type is reported at its definition and where it is passed: the second names the argument.
  const placed = [...(error.nodes ?? [])]
    .reverse()
    .map((node) => ({ node, link: innermostSpan(spans, node.loc?.start) }))
    .find((found) => found.link);
  const suggested = /Did you mean "(\w+)"/.exec(error.message)?.[1];
  if (kind === "unknown-field") {
    const parent = /on type "(\w+)"/.exec(error.message)?.[1];
    if (parent) {
      problem.reference = { label: parent, href: typeHref(parent) };
      if (suggested) problem.suggestion = { label: `${parent}.${suggested}`, href: fieldHref(parent, suggested) };
    }
    return problem;
  }
  if (kind === "unknown-argument") {
    const [, parent, field] = /on field "(\w+)\.(\w+)"/.exec(error.message) ?? [];
    if (parent && field) {
      problem.reference = { label: `${parent}.${field}`, href: fieldHref(parent, field) };
      if (suggested)
        problem.suggestion = { label: `${parent}.${field}(${suggested}:)`, href: fieldHref(parent, field) };
    }
    return problem;
  }
  if (kind === "unknown-type") {
    if (suggested) problem.suggestion = { label: suggested, href: typeHref(suggested) };
    return problem;
  }
  if (placed?.node.loc) {
    problem.line = placed.node.loc.startToken.line;
    problem.column = placed.node.loc.startToken.column;
  }
  problem.reference = placed?.link;
  return problem;
}

/** The reference entry of the innermost field or argument around a position. */
function innermostSpan(spans: ReferenceSpan[], position: number | undefined): ReferenceLink | undefined {
  if (position === undefined) return undefined;
  let best: ReferenceSpan | undefined;
  for (const span of spans) {
    if (span.start <= position && position < span.end && (!best || span.end - span.start <= best.end - best.start)) {
      best = span;
    }
  }
  return best?.link;
}

/**
 * One rule can report the same place twice (a fragment spread in two operations), and a variable of an unknown type
 * is also "not an input type": list each once, as what the reader has to fix.
 */
function dropEchoes(problems: OperationProblem[]): OperationProblem[] {
  const unknownTypes = new Set(
    problems.flatMap((problem) => (problem.kind === "unknown-type" ? [/"(\w+)"/.exec(problem.message)?.[1]] : [])),
  );
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const notInput = /cannot be non-input type "\W*(\w+)/.exec(problem.message)?.[1];
    if (notInput && unknownTypes.has(notInput)) return false;
    const key = `${problem.line}:${problem.column}:${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
