import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { enumValueAnchor, fieldAnchor, fieldHref, typeHref } from "#build/graphql/schema-reference-path.ts";
import { markdownText } from "#build/generated-pages/markdown-text.ts";
import { describeNullability, formatDefault, formatTypeRef, inlineCode } from "./format-type.ts";
import { formatMemberHistory, type TypeHistory } from "#build/generated-pages/api-changes/type-history.ts";

type AnyField = GraphQLField<unknown, unknown> | GraphQLInputField;

/** The members of a type as Markdown sections: fields, input fields, enum values, union members, implementations. */
export function formatMembers(type: GraphQLNamedType, schema: GraphQLSchema, history?: TypeHistory): string[] {
  const sections: string[] = [];
  if (isObjectType(type) || isInterfaceType(type)) {
    const interfaces = type.getInterfaces();
    if (interfaces.length > 0) sections.push(`## Implements\n\n${linkList(interfaces.map((i) => i.name))}`);
  }
  if (isInterfaceType(type)) {
    const { objects, interfaces } = schema.getImplementations(type);
    const names = [...objects, ...interfaces].map((t) => t.name).sort();
    if (names.length > 0) sections.push(`## Implemented by\n\n${linkList(names)}`);
  }
  if (isUnionType(type)) sections.push(`## Members\n\n${linkList(type.getTypes().map((t) => t.name))}`);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const fields = Object.values<AnyField>(type.getFields());
    const heading = isInputObjectType(type) ? "Input fields" : "Fields";
    sections.push(`## ${heading}\n\n${fields.map((field) => formatField(type.name, field, history)).join("\n\n")}`);
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => {
      const lines = [`### \`${type.name}.${value.name}\` {#${enumValueAnchor(value.name)}}`];
      if (value.description) lines.push(markdownText(value.description));
      if (value.deprecationReason) lines.push(formatDeprecation(value.deprecationReason));
      lines.push(formatMemberHistory(history, value.name));
      return lines.filter(Boolean).join("\n\n");
    });
    sections.push(`## Values\n\n${values.join("\n\n")}`);
  }
  return sections;
}

function formatField(typeName: string, field: AnyField, history?: TypeHistory): string {
  const lines = [
    `### \`${typeName}.${field.name}\` {#${fieldAnchor(field.name)}}`,
    `**Type:** ${formatTypeRef(field.type)} (${describeNullability(field.type)})`,
  ];
  if ("defaultValue" in field) {
    const value = formatDefault(field.defaultValue, field.type);
    if (value !== undefined) lines[1] += `, default ${inlineCode(value)}`;
  }
  if (field.description) lines.push(markdownText(field.description));
  if ("args" in field && field.args.length > 0)
    lines.push(`Arguments:\n\n${field.args.map(formatArgument).join("\n")}`);
  if (field.deprecationReason) lines.push(formatDeprecation(field.deprecationReason));
  lines.push(formatMemberHistory(history, field.name));
  return lines.filter(Boolean).join("\n\n");
}

function formatArgument(argument: GraphQLArgument): string {
  const value = formatDefault(argument.defaultValue, argument.type);
  const defaultText = value === undefined ? "" : `, default ${inlineCode(value)}`;
  const description = argument.description ? `: ${markdownText(argument.description).replace(/\n+/g, " ")}` : "";
  const deprecated = argument.deprecationReason ? ` Deprecated: ${markdownText(argument.deprecationReason)}` : "";
  return `- ${inlineCode(argument.name)} ${formatTypeRef(argument.type)}${defaultText}${description}${deprecated}`;
}

function formatDeprecation(reason: string): string {
  return `> **Deprecated:** ${markdownText(reason).replace(/\n+/g, " ")}`;
}

function linkList(names: string[]): string {
  return names.map((name) => `- [${name}](${typeHref(name)})`).join("\n");
}

/** A field's entry as a Markdown link labelled `Type.field`. */
export function fieldLink(typeName: string, fieldName: string): string {
  return `[\`${typeName}.${fieldName}\`](${fieldHref(typeName, fieldName)})`;
}
