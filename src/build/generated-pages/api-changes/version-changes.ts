import { classifyChanges, type ChangeLevel, type ClassedChange } from "#build/graphql/changes/classify-changes.ts";
import type { ReferenceVersion, ReferenceVersionSource } from "#build/graphql/reference/reference-history.ts";

/** One version of the reference and how it differs from the one before (none for the first). */
export interface VersionChanges {
  version: ReferenceVersionSource;
  previous?: ReferenceVersionSource;
  /** Types in this version. */
  typeCount: number;
  changes: ClassedChange[];
}

export const LEVELS: ChangeLevel[] = ["breaking", "dangerous", "safe"];

/** Every version with its changes from the one before, newest first. */
export function computeVersionChanges(versions: ReferenceVersion[]): VersionChanges[] {
  const ordered = [...versions].sort((a, b) => a.date.localeCompare(b.date));
  return ordered
    .map((current, index): VersionChanges => {
      const previous = ordered[index - 1];
      return {
        version: sourceOf(current),
        previous: previous && sourceOf(previous),
        typeCount: current.model.types.length,
        changes: previous ? classifyChanges(previous.model, current.model) : [],
      };
    })
    .reverse();
}

/** How many changes of each class a version has. */
export function countByLevel(changes: ClassedChange[]): Record<ChangeLevel, number> {
  const counts: Record<ChangeLevel, number> = { breaking: 0, dangerous: 0, safe: 0 };
  for (const change of changes) counts[change.level] += 1;
  return counts;
}

function sourceOf({ date, commit, path, onDefaultBranch }: ReferenceVersion): ReferenceVersionSource {
  return { date, commit, path, onDefaultBranch };
}

/** `19 May 2023` for `2023-05-19`. */
export function formatVersionDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
