import { findBreakingChanges, findDangerousChanges } from "graphql";
import type { ReferenceModel } from "#build/graphql/reference/reference-model.ts";
import { diffModels, type StructuralChange } from "./diff-models.ts";
import { modelToSchema } from "./model-to-sdl.ts";

/** How a change can affect a client written against the version before. */
export type ChangeLevel = "breaking" | "dangerous" | "safe";

/** A structural change with its class and, when graphql-js gave one, its reason. */
export interface ClassedChange extends StructuralChange {
  level: ChangeLevel;
  /** graphql-js's description of a breaking or dangerous change. */
  reason?: string;
}

const BUILT_IN_SCALARS = new Set(["String", "Int", "Float", "Boolean", "ID"]);

/**
 * The changes from `before` to `after`, each classed by graphql-js: breaking when `findBreakingChanges` reports it,
 * dangerous when `findDangerousChanges` does, safe otherwise (new types and fields, deprecations, a field's type made
 * stricter). Throws when graphql-js reports something the structural diff does not have, so no class is lost.
 */
export function classifyChanges(before: ReferenceModel, after: ReferenceModel): ClassedChange[] {
  const changes = classifyPair(before, after);
  const renames = findRenames(changes, before, after);
  if (renames.length === 0) return changes;
  // What a renamed type's members did: compared as if the old type had had the new name all along.
  const renamed = renames.reduce((model, [from, to]) => renameType(model, from, to), before);
  const newNames = new Set(renames.map(([, to]) => to));
  const memberChanges = classifyPair(renamed, after).filter(
    (change) => change.target !== "type" && newNames.has(change.typeName),
  );
  const renamedFrom = new Map(renames.map(([from, to]) => [to, from]));
  const renamedTo = new Map(renames);
  return changes.flatMap((change): ClassedChange[] => {
    if (change.target !== "type") return [change];
    if (change.action === "removed" && renamedTo.has(change.typeName))
      return [{ ...change, to: renamedTo.get(change.typeName) }];
    if (change.action !== "added" || !renamedFrom.has(change.typeName)) return [change];
    const members = memberChanges.filter((member) => member.typeName === change.typeName);
    return [{ ...change, from: renamedFrom.get(change.typeName) }, ...members];
  });
}

/**
 * A type removed and a type of the same kind added in the same version, whose names differ only by a final `s`
 * (`ConnectedAppServiceKeys` → `ConnectedAppServiceKey`), is read as a rename, so what happened to its members is
 * listed too (`Atdw` → `AustralianTourismDataWarehouse`). Other renames stay a removal and an addition.
 */
function findRenames(changes: StructuralChange[], before: ReferenceModel, after: ReferenceModel): [string, string][] {
  const kindBefore = new Map(before.types.map((type) => [type.name, type.kind]));
  const kindAfter = new Map(after.types.map((type) => [type.name, type.kind]));
  const added = changes.filter((c) => c.target === "type" && c.action === "added").map((c) => c.typeName);
  return changes
    .filter((change) => change.target === "type" && change.action === "removed")
    .flatMap((change): [string, string][] => {
      const stem = change.typeName.replace(/s$/, "");
      const to = added.find(
        (name) => name.replace(/s$/, "") === stem && kindAfter.get(name) === kindBefore.get(change.typeName),
      );
      return to ? [[change.typeName, to]] : [];
    });
}

function renameType(model: ReferenceModel, from: string, to: string): ReferenceModel {
  const pattern = new RegExp(`\\b${from}\\b`, "g");
  const retype = <T extends { type: string }>(member: T): T => ({ ...member, type: member.type.replace(pattern, to) });
  return {
    types: model.types.map((type) => ({
      ...type,
      name: type.name === from ? to : type.name,
      fields: type.fields?.map((field) => ({ ...retype(field), arguments: field.arguments.map(retype) })),
    })),
    undocumentedTypes: model.undocumentedTypes,
  };
}

function classifyPair(before: ReferenceModel, after: ReferenceModel): ClassedChange[] {
  const oldSchema = modelToSchema(before);
  const newSchema = modelToSchema(after);
  const levels = new Map<string, { level: ChangeLevel; reason: string }>();
  const unmatched: string[] = [];
  const record = (level: ChangeLevel, found: { type: string; description: string }[]) => {
    for (const change of found) {
      const key = keyOfDescription(change.description);
      if (!key) unmatched.push(`${change.type}: ${change.description}`);
      else if (!levels.has(key)) levels.set(key, { level, reason: change.description });
    }
  };
  record("breaking", findBreakingChanges(oldSchema, newSchema));
  record("dangerous", findDangerousChanges(oldSchema, newSchema));
  const changes = diffModels(before, after).map((change): ClassedChange => {
    // graphql-js does not look at deprecation: a member both retyped and deprecated is classed by its new type.
    const classed =
      change.action === "deprecated" || change.action === "undeprecated" ? undefined : levels.get(keyOf(change));
    return classed ? { ...change, level: classed.level, reason: classed.reason } : { ...change, level: "safe" };
  });
  const keys = new Set(changes.map(keyOf));
  for (const [key, { reason }] of levels) {
    // A built-in scalar comes and goes with the fields that use it; the reference does not list it.
    if (!keys.has(key) && !BUILT_IN_SCALARS.has(key.replace(/^type:/, ""))) unmatched.push(reason);
  }
  if (unmatched.length > 0) {
    throw new Error(
      `graphql-js reports changes the reference comparison does not know:\n${unmatched.map((line) => `  - ${line}`).join("\n")}\nTeach src/build/graphql/changes/classify-changes.ts their wording.`,
    );
  }
  return changes;
}

/** The key graphql-js's schemas share with the structural diff: `type:T`, `member:T.m` or `arg:T.f(a)`. */
function keyOf(change: StructuralChange): string {
  if (change.target === "type") return `type:${change.typeName}`;
  if (change.target === "argument") return `arg:${change.typeName}.${change.member ?? ""}(${change.argument ?? ""})`;
  return `member:${change.typeName}.${change.member ?? ""}`;
}

/** The wordings of graphql-js 16's `findBreakingChanges` and `findDangerousChanges` that name what changed. */
const DESCRIPTIONS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^An? (?:required|optional) arg (\w+) on (\w+)\.(\w+) was added\.$/, (m) => `arg:${m[2]}.${m[3]}(${m[1]})`],
  [/^(\w+)\.(\w+) arg (\w+) (?:was removed|has changed type from .*)\.$/, (m) => `arg:${m[1]}.${m[2]}(${m[3]})`],
  [/^An? (?:required|optional) field (\w+) on input type (\w+) was added\.$/, (m) => `member:${m[2]}.${m[1]}`],
  [/^(\w+)\.(\w+) (?:was removed|changed type from .*)\.$/, (m) => `member:${m[1]}.${m[2]}`],
  [/^(\w+) was (?:added to|removed from) enum type (\w+)\.$/, (m) => `member:${m[2]}.${m[1]}`],
  [/^Standard scalar (\w+) was removed because it is not referenced anymore\.$/, (m) => `type:${m[1]}`],
  [/^(\w+) (?:was removed|changed from an? .*)\.$/, (m) => `type:${m[1]}`],
];

function keyOfDescription(description: string): string | undefined {
  for (const [pattern, key] of DESCRIPTIONS) {
    const match = pattern.exec(description);
    if (match) return key(match);
  }
  return undefined;
}
