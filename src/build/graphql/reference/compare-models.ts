import type {
  ReferenceArgument,
  ReferenceEnumValue,
  ReferenceField,
  ReferenceModel,
  ReferenceType,
} from "./reference-model.ts";

/** One way the schema differs from the reference. `path` reads `Type`, `Type.field` or `Type.field(argument)`. */
export interface SchemaDifference {
  path: string;
  problem: "missing" | "extra" | "kind" | "type" | "deprecation";
  /** What the reference says, then what the schema says. */
  expected?: string;
  actual?: string;
}

/** Lists every difference of `schema` from `reference`, in the reference's order, then the extras. */
export function compareModels(reference: ReferenceModel, schema: ReferenceModel): SchemaDifference[] {
  const differences: SchemaDifference[] = [];
  const schemaTypes = new Map(schema.types.map((type) => [type.name, type]));
  const known = new Set([...reference.types.map((type) => type.name), ...reference.undocumentedTypes]);
  for (const expected of reference.types) {
    const actual = schemaTypes.get(expected.name);
    if (!actual) differences.push({ path: expected.name, problem: "missing", expected: expected.kind });
    else compareType(expected, actual, differences);
  }
  for (const name of reference.undocumentedTypes) {
    if (!schemaTypes.has(name))
      differences.push({ path: name, problem: "missing", expected: "a type fields refer to" });
  }
  for (const actual of schema.types) {
    if (!known.has(actual.name)) differences.push({ path: actual.name, problem: "extra", actual: actual.kind });
  }
  return differences;
}

function compareType(expected: ReferenceType, actual: ReferenceType, differences: SchemaDifference[]): void {
  if (expected.kind !== actual.kind) {
    differences.push({ path: expected.name, problem: "kind", expected: expected.kind, actual: actual.kind });
    return;
  }
  compareMembers(expected.name, expected.fields ?? [], actual.fields ?? [], differences, compareField);
  compareMembers(expected.name, expected.values ?? [], actual.values ?? [], differences, compareDeprecation);
}

type Member = ReferenceField | ReferenceArgument | ReferenceEnumValue;

function compareMembers<T extends Member>(
  owner: string,
  expected: T[],
  actual: T[],
  differences: SchemaDifference[],
  compare: (path: string, expected: T, actual: T, differences: SchemaDifference[]) => void,
): void {
  const actualByName = new Map(actual.map((member) => [member.name, member]));
  const expectedNames = new Set(expected.map((member) => member.name));
  for (const member of expected) {
    const path = `${owner}${pathJoin(owner)}${member.name}${pathEnd(owner)}`;
    const found = actualByName.get(member.name);
    if (!found) differences.push({ path, problem: "missing", expected: "type" in member ? member.type : undefined });
    else compare(path, member, found, differences);
  }
  for (const member of actual) {
    if (expectedNames.has(member.name)) continue;
    const path = `${owner}${pathJoin(owner)}${member.name}${pathEnd(owner)}`;
    differences.push({ path, problem: "extra", actual: "type" in member ? member.type : undefined });
  }
}

/** Arguments are written `Type.field(argument)`; fields and enum values `Type.member`. */
function pathJoin(owner: string): string {
  return owner.includes(".") ? "(" : ".";
}

function pathEnd(owner: string): string {
  return owner.includes(".") ? ")" : "";
}

function compareField(
  path: string,
  expected: ReferenceField,
  actual: ReferenceField,
  differences: SchemaDifference[],
): void {
  compareArgument(path, expected, actual, differences);
  compareMembers(path, expected.arguments, actual.arguments, differences, compareArgument);
}

function compareArgument(
  path: string,
  expected: ReferenceArgument,
  actual: ReferenceArgument,
  differences: SchemaDifference[],
): void {
  if (expected.type !== actual.type)
    differences.push({ path, problem: "type", expected: expected.type, actual: actual.type });
  compareDeprecation(path, expected, actual, differences);
}

function compareDeprecation(path: string, expected: Member, actual: Member, differences: SchemaDifference[]): void {
  if (expected.deprecated !== actual.deprecated) {
    const word = (deprecated: boolean) => (deprecated ? "deprecated" : "not deprecated");
    differences.push({
      path,
      problem: "deprecation",
      expected: word(expected.deprecated),
      actual: word(actual.deprecated),
    });
  }
}
