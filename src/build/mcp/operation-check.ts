import {
  getLocation,
  GraphQLError,
  Kind,
  parse,
  Source,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
} from "graphql";
import { describeGraphqlError, describeSyntaxError } from "#build/graphql/describe-graphql-error.ts";
import type { LoadedSchema } from "#build/graphql/load-schema.ts";
import { enumValueAnchor, fieldHref, typeHref } from "#build/graphql/schema-reference-path.ts";
import { traceSchemaUsage } from "#build/graphql/trace-schema-usage.ts";
import { deprecatedUseVisitor } from "#shared/deprecated-uses.ts";

/** A 1-based place in the operation text. */
export interface TextLocation {
  line: number;
  column: number;
}

/** A validation error against the schema, in the site's wording, with the reference entry it is about. */
export interface OperationProblem {
  message: string;
  locations: TextLocation[];
  /** Site path of the reference entry of the type or field the error names, when it names one. */
  reference?: string;
}

/** A deprecated field, argument, input field or enum value the operation uses, as the docs server reports it. */
export interface DeprecatedUse {
  /** `Itinerary.media`, `Itinerary.children(first)`, `TravelMode.WALK`. */
  name: string;
  /** The schema's deprecation reason, which says what to use instead. */
  reason: string;
  location: TextLocation;
  reference: string;
}

/** What checking an operation found; `syntaxError` alone when it does not parse. */
export type OperationCheck =
  | { syntaxError: OperationProblem }
  | { problems: OperationProblem[]; deprecated: DeprecatedUse[]; references: string[] };

function locate(source: Source, node: ASTNode): TextLocation {
  const { line, column } = getLocation(source, node.loc?.start ?? 0);
  return { line, column };
}

/** The reference entry of the first schema type (and field) a graphql-js message quotes. */
function referenceNamed(message: string, loaded: LoadedSchema): string | undefined {
  const field = /field "(\w+)\.(\w+)"/.exec(message);
  if (field && loaded.schema.getType(field[1] ?? "")) return fieldHref(field[1] ?? "", field[2] ?? "");
  for (const [, name = ""] of message.matchAll(/"(\w+)"/g)) {
    const type = loaded.schema.getType(name);
    if (type && !name.startsWith("__")) return typeHref(type.name);
  }
  return undefined;
}

function findDeprecatedUses(document: DocumentNode, source: Source, loaded: LoadedSchema): DeprecatedUse[] {
  const typeInfo = new TypeInfo(loaded.schema);
  const uses: DeprecatedUse[] = [];
  const visitor = deprecatedUseVisitor(typeInfo, (use) => {
    const member = `${use.typeName}.${use.memberName}`;
    uses.push({
      name: use.argumentName === undefined ? member : `${member}(${use.argumentName})`,
      reason: use.reason,
      location: locate(source, use.node),
      reference:
        use.kind === "Enum value"
          ? `${typeHref(use.typeName)}#${enumValueAnchor(use.memberName)}`
          : fieldHref(use.typeName, use.memberName),
    });
  });
  visit(document, visitWithTypeInfo(typeInfo, visitor));
  return uses;
}

/**
 * Checks an operation against the schema as the build checks the guides' examples (src/build/graphql): parse, then
 * graphql-js validation with the site's messages, then the deprecated parts it uses and the reference entries of
 * everything it selects.
 */
export function checkOperation(text: string, loaded: LoadedSchema): OperationCheck {
  const source = new Source(text, "operation");
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const location = error.locations?.[0] ?? { line: 1, column: 1 };
    const message = `${describeSyntaxError(error.message)} Fix the syntax at line ${location.line}, column ${location.column}.`;
    return { syntaxError: { message, locations: [{ line: location.line, column: location.column }] } };
  }
  if (!document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) {
    const message =
      "The text holds no operation (`query`, `mutation` or `{ ... }`): give an operation to check, not schema definitions or fragments alone.";
    return { syntaxError: { message, locations: [{ line: 1, column: 1 }] } };
  }
  const traced = traceSchemaUsage(text, loaded.schema);
  const problems = validate(loaded.schema, document).map((error) => {
    const locations = (error.locations ?? []).map(({ line, column }) => ({ line, column }));
    // A problem at a known field (a missing argument, a wrong selection) is about that field's entry.
    const first = locations[0];
    const atField = traced.find((reference) => reference.line === first?.line && reference.column === first.column);
    return {
      message: describeGraphqlError(error.message, loaded.sources),
      locations,
      reference: atField?.href ?? referenceNamed(error.message, loaded),
    };
  });
  const references = [...new Set(traced.map((reference) => reference.href))];
  return { problems, deprecated: findDeprecatedUses(document, source, loaded), references };
}
