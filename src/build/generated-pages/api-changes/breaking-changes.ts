import { versionAnchor } from "./changes-markdown.ts";
import type { VersionChanges } from "./version-changes.ts";
import { API_CHANGES_FEED } from "#shared/api-changes-feed.ts";
import type { BreakingChange, BreakingChangesFile } from "#shared/operation-checker.ts";

/**
 * The breaking changes of each version of the reference, for the operation checker (which of them touch a reader's
 * operations), from the changes the API changes page lists (graphql-js's classes: classify-changes.ts), newest first.
 */
export function listBreakingChanges(history: VersionChanges[]): BreakingChangesFile {
  const versions = history.flatMap(({ version, previous, changes }): BreakingChangesFile["versions"] => {
    if (!previous) return [];
    const breaking = changes.flatMap((change): BreakingChange[] => {
      if (change.level !== "breaking") return [];
      if (change.action !== "added" && change.action !== "removed" && change.action !== "changed") return [];
      const { target, action, typeName, member, argument } = change;
      return [{ target, action, typeName, member, argument, reason: change.reason ?? `${typeName} changed.` }];
    });
    const href = `${API_CHANGES_FEED.page}#${versionAnchor(version.date)}-breaking`;
    return breaking.length > 0 ? [{ date: version.date, href, changes: breaking }] : [];
  });
  return { changesPage: API_CHANGES_FEED.page, versions };
}
