import { getNamedType, isEnumType, isInputObjectType, type ASTNode, type ASTVisitor, type TypeInfo } from "graphql";

/** A deprecated part of the schema that an operation uses, and the node that uses it. */
export interface DeprecatedUse {
  kind: "Field" | "Argument" | "Input field" | "Enum value";
  /** The name to point at in the operation's text. */
  node: ASTNode;
  /** The type that declares the part: `Itinerary`, an input type, an enum. */
  typeName: string;
  /** The field, input field or enum value; for an argument, the field that takes it. */
  memberName: string;
  /** The argument's name, for an argument. */
  argumentName?: string;
  /** The schema's deprecation reason, which says what to use instead. */
  reason: string;
}

/**
 * A visitor that reports each deprecated field, argument, input field and enum value an operation uses. Run it with
 * `visitWithTypeInfo(typeInfo, …)` (alone, or beside other visitors with `visitInParallel`): it reads the types from
 * the same `typeInfo`. Shared by the docs server's validation and the browser's operation checker.
 */
export function deprecatedUseVisitor(typeInfo: TypeInfo, report: (use: DeprecatedUse) => void): ASTVisitor {
  return {
    Field(node) {
      const parent = typeInfo.getParentType();
      const reason = typeInfo.getFieldDef()?.deprecationReason;
      if (parent && reason != null) {
        report({ kind: "Field", node: node.name, typeName: parent.name, memberName: node.name.value, reason });
      }
    },
    Argument(node) {
      const parent = typeInfo.getParentType();
      const field = typeInfo.getFieldDef();
      const reason = typeInfo.getArgument()?.deprecationReason;
      if (parent && field && reason != null) {
        report({
          kind: "Argument",
          node: node.name,
          typeName: parent.name,
          memberName: field.name,
          argumentName: node.name.value,
          reason,
        });
      }
    },
    ObjectField(node) {
      const parent = typeInfo.getParentInputType();
      const named = parent && getNamedType(parent);
      if (!isInputObjectType(named)) return;
      const reason = named.getFields()[node.name.value]?.deprecationReason;
      if (reason != null) {
        report({ kind: "Input field", node: node.name, typeName: named.name, memberName: node.name.value, reason });
      }
    },
    EnumValue(node) {
      const type = typeInfo.getInputType();
      const named = type && getNamedType(type);
      const reason = typeInfo.getEnumValue()?.deprecationReason;
      if (isEnumType(named) && reason != null) {
        report({ kind: "Enum value", node, typeName: named.name, memberName: node.value, reason });
      }
    },
  };
}
