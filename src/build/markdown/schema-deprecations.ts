import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import type { Paragraph, PhrasingContent, Table, TableRow } from "mdast";
import type { Position } from "unist";
import { enumValueAnchor, fieldAnchor, SCHEMA_REFERENCE_PATH } from "#build/graphql/schema-reference-path.ts";

/**
 * Where the schema reference pages live (`<base>/<TypeName>#field-<name>`); the link check checks every link this
 * table makes.
 */
export const REFERENCE_BASE = SCHEMA_REFERENCE_PATH;

/** A deprecated field, argument, input field or enum value of the schema, with the reason the schema gives. */
export interface Deprecation {
  typeName: string;
  /** `field`, `field(argument)` or the enum value. */
  member: string;
  kind: "field" | "argument" | "input field" | "enum value";
  /** Anchor of the entry on the type's reference page. */
  anchor: string;
  reason: string;
}

/** Every deprecation of the schema, by type name, then in the order the type declares its members. */
export function listDeprecations(schema: GraphQLSchema): Deprecation[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__"))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((type) =>
      [...membersOf(type)].flatMap(({ reason, ...member }) =>
        reason == null ? [] : [{ typeName: type.name, ...member, reason }],
      ),
    );
}

type Member = Omit<Deprecation, "typeName" | "reason"> & { reason: string | null | undefined };

function* membersOf(type: GraphQLNamedType): Generator<Member> {
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      const anchor = fieldAnchor(field.name);
      yield { member: field.name, kind: "field", anchor, reason: field.deprecationReason };
      for (const arg of field.args) {
        yield { member: `${field.name}(${arg.name})`, kind: "argument", anchor, reason: arg.deprecationReason };
      }
    }
  } else if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      yield {
        member: field.name,
        kind: "input field",
        anchor: fieldAnchor(field.name),
        reason: field.deprecationReason,
      };
    }
  } else if (isEnumType(type)) {
    for (const value of type.getValues()) {
      yield {
        member: value.name,
        kind: "enum value",
        anchor: enumValueAnchor(value.name),
        reason: value.deprecationReason,
      };
    }
  }
}

/** What `::schema-deprecations` becomes: a table of the schema's deprecations, or a sentence saying there are none. */
export function deprecationsBlock(
  deprecations: Deprecation[],
  position?: Position,
  /** `null` shows the names as code without links. */
  referenceBase: string | null = REFERENCE_BASE,
): Table | Paragraph {
  if (deprecations.length === 0) {
    const value = "The schema has no deprecated fields, arguments or enum values.";
    return { type: "paragraph", position, children: [{ type: "text", value }] };
  }
  const header = ["Deprecated", "Kind", "Reason"].map((label): PhrasingContent[] => [{ type: "text", value: label }]);
  const rows = deprecations.map((d) =>
    row([nameCell(d, referenceBase, position), [{ type: "text", value: d.kind }], reasonCell(d.reason)]),
  );
  return { type: "table", align: [null, null, null], position, children: [row(header), ...rows] };
}

function row(cells: PhrasingContent[][]): TableRow {
  return { type: "tableRow", children: cells.map((children) => ({ type: "tableCell", children })) };
}

function nameCell(d: Deprecation, referenceBase: string | null, position: Position | undefined): PhrasingContent[] {
  const code: PhrasingContent = { type: "inlineCode", value: `${d.typeName}.${d.member}` };
  if (!referenceBase) return [code];
  return [{ type: "link", url: `${referenceBase}/${d.typeName}#${d.anchor}`, position, children: [code] }];
}

/** Reasons are plain text in the schema, with names in backticks as Markdown writes them. */
function reasonCell(reason: string): PhrasingContent[] {
  return reason.split("`").flatMap((value, index): PhrasingContent[] => {
    if (value === "") return [];
    return [index % 2 === 1 ? { type: "inlineCode", value } : { type: "text", value }];
  });
}
