import { Kind, print, type DefinitionNode, type DocumentNode, type GraphQLNamedType } from "graphql";
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType } from "graphql";
import type { GraphqlProblem } from "./graphql-problem.ts";
import type { LoadedSchema } from "./load-schema.ts";
import { closestMatch } from "#shared/closest-match.ts";

const KEYWORDS: Record<string, string> = {
  object: "type",
  interface: "interface",
  input: "input",
  enum: "enum",
  union: "union",
  scalar: "scalar",
};

/**
 * Checks a block of schema definitions (an SDL excerpt in a page) against the real schema:
 * every type, field, argument and enum value it shows must exist, with the same field types.
 */
export function checkSdlExcerpt(document: DocumentNode, { schema, sources }: LoadedSchema): GraphqlProblem[] {
  const problems: GraphqlProblem[] = [];
  const typeNames = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith("__"));
  for (const definition of document.definitions) {
    const declaredKind = kindOfDefinition(definition);
    if (!declaredKind || !("name" in definition) || !definition.name) continue;
    const name = definition.name.value;
    const line = definition.loc?.startToken.line ?? 1;
    const type = schema.getType(name);
    if (!type) {
      const guess = closestMatch(name, typeNames);
      const didYouMean = guess ? ` Did you mean \`${guess}\`?` : "";
      problems.push({
        line,
        message: `Type \`${name}\` is not in the schema.${didYouMean} Fix the name, or mark the block \`partial\`.`,
      });
      continue;
    }
    const file = sources.fileOf(name) ?? "schema/*.graphql";
    const actualKind = kindOfType(type);
    if (actualKind !== declaredKind) {
      const message = `\`${name}\` is declared with \`${KEYWORDS[actualKind]}\` in ${file}, not \`${KEYWORDS[declaredKind]}\`. Use the same keyword as the schema.`;
      problems.push({ line, message });
      continue;
    }
    problems.push(...checkMembers(definition, type, file));
  }
  return problems;
}

function checkMembers(definition: DefinitionNode, type: GraphQLNamedType, file: string): GraphqlProblem[] {
  const problems: GraphqlProblem[] = [];
  const name = type.name;
  if (isEnumType(type) && "values" in definition) {
    const values = type.getValues().map((value) => value.name);
    for (const node of definition.values ?? []) {
      if (values.includes(node.name.value)) continue;
      const guess = closestMatch(node.name.value, values);
      problems.push(missing(node.loc?.startToken.line, `Enum value \`${name}.${node.name.value}\``, guess, file));
    }
  }
  if ((isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) && "fields" in definition) {
    const fields = type.getFields();
    for (const node of definition.fields ?? []) {
      const line = node.loc?.startToken.line;
      const field = fields[node.name.value];
      if (!field) {
        const guess = closestMatch(node.name.value, Object.keys(fields));
        problems.push(missing(line, `Field \`${name}.${node.name.value}\``, guess, file));
        continue;
      }
      const written = print(node.type);
      if (written !== String(field.type)) {
        const message = `Field \`${name}.${field.name}\` has type \`${String(field.type)}\` in ${file}, not \`${written}\`. Copy the type from the schema.`;
        problems.push({ line: line ?? 1, message });
      }
      const argumentNames = "args" in field ? field.args.map((argument) => argument.name) : [];
      for (const argument of "arguments" in node ? (node.arguments ?? []) : []) {
        if (argumentNames.includes(argument.name.value)) continue;
        const guess = closestMatch(argument.name.value, argumentNames);
        const label = `Argument \`${argument.name.value}\` of \`${name}.${field.name}\``;
        problems.push(missing(argument.loc?.startToken.line, label, guess, file));
      }
    }
  }
  return problems;
}

function missing(line: number | undefined, label: string, guess: string | undefined, file: string): GraphqlProblem {
  const didYouMean = guess ? ` Did you mean \`${guess}\`?` : "";
  return { line: line ?? 1, message: `${label} is not in the schema.${didYouMean} Check it against ${file}.` };
}

function kindOfDefinition(definition: DefinitionNode): string | undefined {
  switch (definition.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.OBJECT_TYPE_EXTENSION:
      return "object";
    case Kind.INTERFACE_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_EXTENSION:
      return "interface";
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
    case Kind.INPUT_OBJECT_TYPE_EXTENSION:
      return "input";
    case Kind.ENUM_TYPE_DEFINITION:
    case Kind.ENUM_TYPE_EXTENSION:
      return "enum";
    case Kind.UNION_TYPE_DEFINITION:
    case Kind.UNION_TYPE_EXTENSION:
      return "union";
    case Kind.SCALAR_TYPE_DEFINITION:
    case Kind.SCALAR_TYPE_EXTENSION:
      return "scalar";
    default:
      return undefined;
  }
}

function kindOfType(type: GraphQLNamedType): string {
  if (isObjectType(type)) return "object";
  if (isInterfaceType(type)) return "interface";
  if (isInputObjectType(type)) return "input";
  if (isEnumType(type)) return "enum";
  if (isUnionType(type)) return "union";
  if (isScalarType(type)) return "scalar";
  return "scalar";
}
