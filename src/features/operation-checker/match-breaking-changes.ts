import type { BreakingChange, BreakingChangesFile } from "#shared/operation-checker.ts";
import type { OperationUsage, TouchedChange } from "./operation-findings.ts";

/**
 * The breaking changes of past versions that touch what the operations use, newest version first: a type, field,
 * input field or enum value removed or retyped that they use, an argument removed or retyped that they pass, a
 * required argument added to a field they select, a required input field added to an input type they send.
 */
export function matchBreakingChanges(usages: OperationUsage[], file: BreakingChangesFile): TouchedChange[] {
  const byKey = new Map(usages.map((usage) => [usage.key, usage]));
  const touched: TouchedChange[] = [];
  for (const version of file.versions) {
    for (const change of version.changes) {
      const usage = keysTouchedBy(change)
        .map((key) => byKey.get(key))
        .find((found) => found !== undefined);
      if (usage) touched.push({ date: version.date, versionHref: version.href, reason: change.reason, usage });
    }
  }
  return touched;
}

/** The usage keys (collect-operation-facts.ts) a change breaks, most specific first. */
function keysTouchedBy(change: BreakingChange): string[] {
  const { typeName, member = "", argument = "" } = change;
  switch (change.target) {
    case "type":
      return [`type:${typeName}`];
    case "field":
      return [`field:${typeName}.${member}`];
    case "input field":
      // A required input field added breaks every operation that sends the type.
      return change.action === "added" ? [`input-type:${typeName}`] : [`input:${typeName}.${member}`];
    case "argument":
      // A required argument added breaks every selection of the field; a removed or retyped one, those that pass it.
      return change.action === "added" ? [`field:${typeName}.${member}`] : [`arg:${typeName}.${member}(${argument})`];
    case "enum value":
      return [`enum:${typeName}.${member}`, `input-type:${typeName}`];
  }
}
