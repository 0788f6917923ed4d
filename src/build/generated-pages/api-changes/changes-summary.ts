import type { ClassedChange } from "#build/graphql/changes/classify-changes.ts";
import type { ReferenceModel } from "#build/graphql/reference/reference-model.ts";
import { countByLevel, formatVersionDate, type VersionChanges } from "./version-changes.ts";

/**
 * One paragraph of facts read from the versions, for the page's deprecation section: how many versions and changes,
 * what was ever marked deprecated and whether any removal had been deprecated first. Computed, so it holds when the
 * history is rewritten.
 */
export function writeChangesSummary(versions: VersionChanges[], latest?: ReferenceModel): string {
  const oldestFirst = [...versions].reverse();
  const first = oldestFirst[0];
  const last = oldestFirst.at(-1);
  if (!first || !last) return "The reference has no recorded versions.";
  const all = oldestFirst.flatMap((entry) => entry.changes);
  const counts = countByLevel(all);
  const sentences = [
    `The ${versions.length} recorded versions of the reference, from ${formatVersionDate(first.version.date)} to ${formatVersionDate(last.version.date)}, differ by ${all.length} changes: ${counts.breaking} breaking, ${counts.dangerous} dangerous and ${counts.safe} safe.`,
  ];
  const deprecations = oldestFirst.flatMap((entry) =>
    entry.changes.filter((change) => change.action === "deprecated").map((change) => ({ entry, change })),
  );
  if (deprecations.length === 0) sentences.push("No version marks anything deprecated.");
  else {
    const byMember = new Map<string, { types: string[]; dates: Set<string> }>();
    for (const { entry, change } of deprecations) {
      const key = change.argument ? `${change.member ?? ""}(${change.argument})` : (change.member ?? "");
      const found = byMember.get(key) ?? { types: [], dates: new Set<string>() };
      found.types.push(change.typeName);
      found.dates.add(formatVersionDate(entry.version.date));
      byMember.set(key, found);
    }
    const described = [...byMember].map(([member, { types, dates }]) => {
      const now = latest ? countDeprecated(latest, member) : 0;
      const today = now > 0 ? `, and on ${now} type${now === 1 ? "" : "s"} in the latest version` : "";
      return `\`${member}\`: marked deprecated on ${types.length} existing type${types.length === 1 ? "" : "s"} in the version of ${[...dates].join(", ")}${today}`;
    });
    const only =
      byMember.size === 1 ? "The only member ever marked deprecated is" : "The only members ever marked deprecated are";
    sentences.push(`${only} ${described.join("; ")}.`);
  }
  const removals = oldestFirst.flatMap((entry, index) =>
    entry.changes
      .filter((change) => change.action === "removed")
      .map((change) => ({ change, deprecatedBefore: wasDeprecated(change, oldestFirst.slice(0, index)) })),
  );
  const warned = removals.filter((removal) => removal.deprecatedBefore).length;
  sentences.push(
    `Of the ${removals.length} types, fields, arguments and values removed from one version to the next, ${warned === 0 ? "none" : warned} had been marked deprecated in an earlier version.`,
  );
  return sentences.join(" ");
}

/** How many types of `model` have `member` (a field, input field or enum value) deprecated. */
function countDeprecated(model: ReferenceModel, member: string): number {
  return model.types.filter((type) =>
    [...(type.fields ?? []), ...(type.values ?? [])].some((entry) => entry.name === member && entry.deprecated),
  ).length;
}

/** Whether an earlier version deprecated what `change` removes. */
function wasDeprecated(change: ClassedChange, earlier: VersionChanges[]): boolean {
  return earlier.some((entry) =>
    entry.changes.some(
      (other) =>
        other.action === "deprecated" &&
        other.typeName === change.typeName &&
        other.member === change.member &&
        other.argument === change.argument,
    ),
  );
}
