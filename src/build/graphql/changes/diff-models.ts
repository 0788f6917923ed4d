import type {
  ReferenceArgument,
  ReferenceEnumValue,
  ReferenceField,
  ReferenceModel,
  ReferenceType,
} from "#build/graphql/reference/reference-model.ts";

/** What a change is about. */
export type ChangeTarget = "type" | "field" | "input field" | "argument" | "enum value";

/** What happened to it. `changed` is a new type (of a field or argument) or a new kind (of a type). */
export type ChangeAction = "added" | "removed" | "changed" | "deprecated" | "undeprecated";

/** One structural change between two versions of the reference, before it is classed. */
export interface StructuralChange {
  target: ChangeTarget;
  action: ChangeAction;
  typeName: string;
  /** The field, input field or enum value; for an argument, its field. */
  member?: string;
  argument?: string;
  /** The type or kind before and after, for `changed`. */
  from?: string;
  to?: string;
}

/**
 * Every change from `before` to `after`: types added, removed or of another kind; then, for types in both, their
 * fields, input fields and enum values added, removed, retyped or (un)deprecated, and the fields' arguments the
 * same. A type added or removed is one change, without its members. In the order of `after`, then what it lost.
 */
export function diffModels(before: ReferenceModel, after: ReferenceModel): StructuralChange[] {
  const changes: StructuralChange[] = [];
  const old = new Map(before.types.map((type) => [type.name, type]));
  const current = new Set(after.types.map((type) => type.name));
  for (const type of after.types) {
    const previous = old.get(type.name);
    if (!previous) changes.push({ target: "type", action: "added", typeName: type.name });
    else if (previous.kind !== type.kind)
      changes.push({ target: "type", action: "changed", typeName: type.name, from: previous.kind, to: type.kind });
    else diffType(previous, type, changes);
  }
  for (const type of before.types) {
    if (!current.has(type.name)) changes.push({ target: "type", action: "removed", typeName: type.name });
  }
  return changes;
}

function diffType(before: ReferenceType, after: ReferenceType, changes: StructuralChange[]): void {
  const typeName = after.name;
  if (after.kind === "enum") {
    diffMembers(before.values ?? [], after.values ?? [], (action, value: ReferenceEnumValue) =>
      changes.push({ target: "enum value", action, typeName, member: value.name }),
    );
    return;
  }
  const target: ChangeTarget = after.kind === "input" ? "input field" : "field";
  const beforeFields = new Map((before.fields ?? []).map((field) => [field.name, field]));
  diffMembers(before.fields ?? [], after.fields ?? [], (action, field: ReferenceField, from?: ReferenceField) =>
    changes.push({
      target,
      action,
      typeName,
      member: field.name,
      ...(action === "changed" ? { from: from?.type, to: field.type } : {}),
    }),
  );
  for (const field of after.fields ?? []) {
    const previous = beforeFields.get(field.name);
    if (!previous) continue;
    diffMembers(previous.arguments, field.arguments, (action, argument: ReferenceArgument, from?: ReferenceArgument) =>
      changes.push({
        target: "argument",
        action,
        typeName,
        member: field.name,
        argument: argument.name,
        ...(action === "changed" ? { from: from?.type, to: argument.type } : {}),
      }),
    );
  }
}

type Member = { name: string; deprecated: boolean; type?: string };

/** Calls `report` for each member added, removed, retyped or (un)deprecated, in the order of `after`, then removals. */
function diffMembers<T extends Member>(
  before: T[],
  after: T[],
  report: (action: ChangeAction, member: T, previous?: T) => void,
): void {
  const old = new Map(before.map((member) => [member.name, member]));
  const names = new Set(after.map((member) => member.name));
  for (const member of after) {
    const previous = old.get(member.name);
    if (!previous) report("added", member);
    else {
      if (previous.type !== member.type) report("changed", member, previous);
      if (previous.deprecated !== member.deprecated)
        report(member.deprecated ? "deprecated" : "undeprecated", member, previous);
    }
  }
  for (const member of before) if (!names.has(member.name)) report("removed", member);
}
