import type { GraphQLNamedType, GraphQLSchema } from "graphql";
import { specifiedScalarTypes } from "graphql";
import { typeHref } from "#build/graphql/schema-reference-path.ts";
import type { TypeUse } from "#build/graphql/used-by.ts";
import type { GeneratedPage, GuideExample } from "#build/generated-pages/generated-page.ts";
import { afterFirstSentence, firstSentence, markdownText } from "#build/generated-pages/markdown-text.ts";
import { operationPath, type ExampleOperation } from "#build/generated-pages/operations/load-operations.ts";
import { fieldLink, formatMembers } from "./type-sections.ts";
import { formatTypeSince, type TypeHistory } from "#build/generated-pages/api-changes/type-history.ts";
import { kindOf, TYPE_KINDS } from "./type-kind.ts";

/** Everything a type's page shows besides the type itself. */
export interface TypePageInput {
  type: GraphQLNamedType;
  schema: GraphQLSchema;
  uses: TypeUse[];
  guides: GuideExample[];
  operations: ExampleOperation[];
  /** The schema file that defines the type. */
  source: string;
  /** When the type and its members appeared in the published reference, if it is there. */
  history?: TypeHistory;
}

/** One type's reference page: description, members, where it is used, guides and operations that use it. */
export function formatTypePage(input: TypePageInput): GeneratedPage {
  const { type, schema } = input;
  const kind = TYPE_KINDS.find((entry) => entry.kind === kindOf(type));
  const isRoot = type === schema.getQueryType() || type === schema.getMutationType();
  // The page's lead is the description's first sentence (below), so the body says only the kind and the rest.
  const parts = [
    `*${kind?.label ?? "Type"}*`,
    markdownText(afterFirstSentence(type.description)),
    input.history ? formatTypeSince(input.history) : "",
    ...formatMembers(type, schema, input.history),
    formatUsedBy(type.name, input.uses),
    formatGuides(input.guides),
    formatOperations(input.operations),
  ];
  return {
    path: typeHref(type.name),
    title: type.name,
    weight: isRoot ? (type === schema.getQueryType() ? 1 : 2) : 5,
    description:
      firstSentence(type.description) ||
      `The ${type.name} ${kind?.label.toLowerCase() ?? "type"} of the GraphQL schema.`,
    keywords: [type.name, kind?.label ?? "type"],
    body: `${parts.filter(Boolean).join("\n\n")}\n`,
    source: input.source,
  };
}

const BUILT_IN_SCALARS = new Set(specifiedScalarTypes.map((scalar) => scalar.name));

function formatUsedBy(typeName: string, uses: TypeUse[]): string {
  if (uses.length === 0) return "";
  if (BUILT_IN_SCALARS.has(typeName))
    return `## Used by\n\n${typeName} is a built-in scalar used by ${uses.length} fields and arguments throughout the schema.`;
  const items = uses.map((use) =>
    use.argument
      ? `- ${fieldLink(use.type, use.field)}, argument \`${use.argument}\``
      : `- ${fieldLink(use.type, use.field)}`,
  );
  return `## Used by\n\n${items.join("\n")}`;
}

function formatGuides(guides: GuideExample[]): string {
  const byPage = new Map<string, GuideExample[]>();
  for (const guide of guides) byPage.set(guide.path, [...(byPage.get(guide.path) ?? []), guide]);
  if (byPage.size === 0) return "";
  const items = [...byPage.values()].map((examples) => {
    const [first] = examples;
    const more = examples.length > 1 ? ` (${examples.length} examples)` : "";
    return first ? `- [${markdownText(first.title)}](${first.path}#${first.anchor})${more}` : "";
  });
  return `## In the guides\n\n${items.join("\n")}`;
}

function formatOperations(operations: ExampleOperation[]): string {
  if (operations.length === 0) return "";
  const items = operations.map((operation) => `- [${operation.name}](${operationPath(operation)})`);
  return `## Example operations\n\n${items.join("\n")}`;
}
