import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { versionAnchor } from "#build/generated-pages/api-changes/changes-markdown.ts";
import type { VersionChanges } from "#build/generated-pages/api-changes/version-changes.ts";
import { API_CHANGES_FEED } from "#shared/api-changes-feed.ts";
import { BREAKING_CHANGES_PATH, type BreakingChange, type BreakingChangesFile } from "#shared/operation-checker.ts";

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

/** Writes the file into the site (the content stage made it: only a site with the API changes page has one). */
export function writeBreakingChangesFile(outDir: string, file: BreakingChangesFile): void {
  const path = join(outDir, BREAKING_CHANGES_PATH);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(file));
}
