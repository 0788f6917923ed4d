import { buildSchema, parse, TypeInfo, visit, visitWithTypeInfo } from "graphql";
import { describe, expect, it } from "vitest";
import { deprecatedUseVisitor, type DeprecatedUse } from "#shared/deprecated-uses.ts";

const schema = buildSchema(`
  enum Mode { Walk, Drive @deprecated(reason: "Use Walk.") }
  input Filter { tag: String, label: String @deprecated(reason: "Use tag.") }
  type Trip { id: ID!, title: String @deprecated(reason: "Use name."), name: String }
  type Query {
    trips(filter: [Filter!], mode: Mode, first: Int @deprecated(reason: "Use limit."), limit: Int): [Trip!]!
  }
`);

function deprecatedUses(operation: string): Omit<DeprecatedUse, "node">[] {
  const typeInfo = new TypeInfo(schema);
  const uses: Omit<DeprecatedUse, "node">[] = [];
  const visitor = deprecatedUseVisitor(typeInfo, ({ node: _node, ...use }) => uses.push(use));
  visit(parse(operation), visitWithTypeInfo(typeInfo, visitor));
  return uses;
}

describe("deprecatedUseVisitor", () => {
  it("reports each deprecated field, argument, input field (inside a list) and enum value with its reason", () => {
    const uses = deprecatedUses('{ trips(first: 2, mode: Drive, filter: [{ label: "x" }]) { id title } }');
    expect(uses).toEqual([
      { kind: "Argument", typeName: "Query", memberName: "trips", argumentName: "first", reason: "Use limit." },
      { kind: "Enum value", typeName: "Mode", memberName: "Drive", reason: "Use Walk." },
      { kind: "Input field", typeName: "Filter", memberName: "label", reason: "Use tag." },
      { kind: "Field", typeName: "Trip", memberName: "title", reason: "Use name." },
    ]);
  });

  it("reports nothing for an operation that uses only current parts", () => {
    expect(deprecatedUses('{ trips(limit: 2, mode: Walk, filter: [{ tag: "x" }]) { id name } }')).toEqual([]);
  });
});
