import { astFromValue, isListType, isNonNullType, print, type GraphQLInputType, type GraphQLType } from "graphql";
import { typeHref } from "#build/graphql/schema-reference-path.ts";

/** A type reference as Markdown with its named type linked: `\[[Media](/docs/graphql/schema/Media)!\]!`. */
export function formatTypeRef(type: GraphQLType): string {
  if (isNonNullType(type)) return `${formatTypeRef(type.ofType)}!`;
  if (isListType(type)) return `\\[${formatTypeRef(type.ofType)}\\]`;
  return `[${type.name}](${typeHref(type.name)})`;
}

/** Whether a value of this type can be null, in words. */
export function describeNullability(type: GraphQLType): string {
  return isNonNullType(type) ? "never null" : "may be null";
}

/** An argument's or input field's default value as GraphQL text, or undefined when it has none. */
export function formatDefault(value: unknown, type: GraphQLInputType): string | undefined {
  if (value === undefined) return undefined;
  const ast = astFromValue(value, type);
  return ast ? print(ast) : undefined;
}

/** Inline code that survives backticks inside the value. */
export function inlineCode(text: string): string {
  const fence = text.includes("`") ? "``" : "`";
  return `${fence}${fence.length > 1 ? " " : ""}${text}${fence.length > 1 ? " " : ""}${fence}`;
}
