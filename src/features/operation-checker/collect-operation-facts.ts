import {
  getLocation,
  getNamedType,
  isEnumType,
  Kind,
  TypeInfo,
  visit,
  visitInParallel,
  visitWithTypeInfo,
  type ASTNode,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLSchema,
  type Source,
  type TypeNode,
} from "graphql";
import { deprecatedUseVisitor, type DeprecatedUse } from "#shared/deprecated-uses.ts";
import { enumValueAnchor, fieldHref, typeHref } from "#shared/schema-reference-path.ts";
import type { OperationProblem, OperationUsage, ReferenceLink } from "./operation-findings.ts";

/** A stretch of the text (a field or an argument) and the reference entry it is about, for placing validation errors. */
export interface ReferenceSpan {
  start: number;
  end: number;
  link: ReferenceLink;
}

/** What one walk through the operations with the schema finds besides validation errors. */
export interface OperationFacts {
  /** Every field and argument with a reference entry, in text order. */
  spans: ReferenceSpan[];
  /** The deprecated fields, arguments and enum values used, with the schema's reason. */
  deprecations: OperationProblem[];
  /** Everything used, once per key, at its first place. */
  usages: OperationUsage[];
}

/**
 * Walks the parsed operations with the schema's types (graphql-js's TypeInfo): the reference entry of each field and
 * argument, the deprecated parts used and everything the breaking changes of past versions could touch. Fields the
 * schema does not have are still recorded under their parent type: a field removed in a past version is one of them.
 */
export function collectOperationFacts(schema: GraphQLSchema, document: DocumentNode, source: Source): OperationFacts {
  const typeInfo = new TypeInfo(schema);
  const facts: OperationFacts = { spans: [], deprecations: [], usages: [] };
  const seen = new Set<string>();
  const place = (node: ASTNode) => getLocation(source, node.loc?.start ?? 0);
  const use = (node: ASTNode, key: string, label: string, href?: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    facts.usages.push({ key, label, ...place(node), href });
  };
  const useType = (node: ASTNode, name: string | undefined, prefix = "type") => {
    if (name) use(node, `${prefix}:${name}`, name, schema.getType(name) ? typeHref(name) : undefined);
  };
  const span = (node: ASTNode, link: ReferenceLink) => {
    if (node.loc) facts.spans.push({ start: node.loc.start, end: node.loc.end, link });
  };
  const deprecations = deprecatedUseVisitor(typeInfo, (deprecated) => {
    facts.deprecations.push({
      kind: "deprecated",
      message: `${deprecated.kind} \`${deprecatedLabel(deprecated)}\` is deprecated.`,
      ...place(deprecated.node),
      reference: deprecatedLink(deprecated),
      deprecationReason: deprecated.reason,
    });
  });

  const uses: ASTVisitor = {
    Field(node) {
      const parent = typeInfo.getParentType();
      if (!parent) return;
      const name = node.name.value;
      if (name.startsWith("__")) return;
      const field = typeInfo.getFieldDef();
      const link = {
        label: `${parent.name}.${name}`,
        href: field ? fieldHref(parent.name, name) : typeHref(parent.name),
      };
      span(node, link);
      use(node.name, `field:${parent.name}.${name}`, link.label, field ? link.href : undefined);
      if (!field) return;
      useType(node.name, getNamedType(field.type).name);
    },
    Argument(node) {
      const parent = typeInfo.getParentType();
      const field = typeInfo.getFieldDef();
      if (!parent || !field) return;
      const link = {
        label: `${parent.name}.${field.name}(${node.name.value}:)`,
        href: fieldHref(parent.name, field.name),
      };
      span(node, link);
      use(node.name, `arg:${parent.name}.${field.name}(${node.name.value})`, link.label, link.href);
    },
    ObjectField(node) {
      const parent = typeInfo.getParentInputType();
      const named = parent && getNamedType(parent);
      if (!named) return;
      use(
        node.name,
        `input:${named.name}.${node.name.value}`,
        `${named.name}.${node.name.value}`,
        fieldHref(named.name, node.name.value),
      );
    },
    EnumValue(node) {
      const type = typeInfo.getInputType();
      const named = type && getNamedType(type);
      if (!named || !isEnumType(named)) return;
      const href = `${typeHref(named.name)}#${enumValueAnchor(node.value)}`;
      const link = { label: `${named.name}.${node.value}`, href };
      use(node, `enum:${named.name}.${node.value}`, link.label, named.getValue(node.value) ? href : undefined);
    },
    VariableDefinition(node) {
      const name = namedTypeOf(node.type);
      useType(node.type, name, "input-type");
      useType(node.type, name);
    },
    InlineFragment(node) {
      if (node.typeCondition) useType(node.typeCondition, node.typeCondition.name.value);
    },
    FragmentDefinition(node) {
      useType(node.typeCondition, node.typeCondition.name.value);
    },
  };
  visit(document, visitWithTypeInfo(typeInfo, visitInParallel([uses, deprecations])));
  return facts;
}

/** `Itinerary.media`, `Itinerary.children(first:)`, `TravelMode.WALK`: as the checker's other findings name them. */
function deprecatedLabel(use: DeprecatedUse): string {
  const member = `${use.typeName}.${use.memberName}`;
  return use.argumentName === undefined ? member : `${member}(${use.argumentName}:)`;
}

function deprecatedLink(use: DeprecatedUse): ReferenceLink {
  const href =
    use.kind === "Enum value"
      ? `${typeHref(use.typeName)}#${enumValueAnchor(use.memberName)}`
      : fieldHref(use.typeName, use.memberName);
  return { label: deprecatedLabel(use), href };
}

function namedTypeOf(node: TypeNode): string {
  return node.kind === Kind.NAMED_TYPE ? node.name.value : namedTypeOf(node.type);
}
