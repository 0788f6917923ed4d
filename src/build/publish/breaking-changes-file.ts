import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { classifyChanges } from "#build/graphql/changes/classify-changes.ts";
import { DEFAULT_HISTORY_DIR, readHistory, type ReferenceVersion } from "#build/graphql/reference/reference-history.ts";
import { versionAnchor } from "#build/generated-pages/api-changes/changes-markdown.ts";
import { API_CHANGES_FEED } from "#shared/api-changes-feed.ts";
import { BREAKING_CHANGES_PATH, type BreakingChange, type BreakingChangesFile } from "#shared/operation-checker.ts";

/**
 * The breaking changes of each version of the reference, as the API changes page classes them (graphql-js through
 * src/build/graphql/changes/classify-changes.ts), for the operation checker: which of them touch a reader's operations.
 */
export function listBreakingChanges(versions: ReferenceVersion[]): BreakingChangesFile {
  const ordered = [...versions].sort((a, b) => a.date.localeCompare(b.date));
  const found: BreakingChangesFile["versions"] = [];
  for (let index = 1; index < ordered.length; index += 1) {
    const [before, after] = [ordered[index - 1], ordered[index]];
    if (!before || !after) continue;
    const changes = classifyChanges(before.model, after.model).flatMap((change): BreakingChange[] => {
      if (change.level !== "breaking") return [];
      if (change.action !== "added" && change.action !== "removed" && change.action !== "changed") return [];
      const { target, action, typeName, member, argument } = change;
      return [{ target, action, typeName, member, argument, reason: change.reason ?? `${typeName} changed.` }];
    });
    const href = `${API_CHANGES_FEED.page}#${versionAnchor(after.date)}-breaking`;
    if (changes.length > 0) found.push({ date: after.date, href, changes });
  }
  return { changesPage: API_CHANGES_FEED.page, versions: found.reverse() };
}

/** Writes the file into the site when the reference's history is committed (fixture sites have none). */
export function writeBreakingChangesFile(outDir: string, historyDir: string = DEFAULT_HISTORY_DIR): boolean {
  if (!existsSync(join(historyDir, "versions.json"))) return false;
  const file = join(outDir, BREAKING_CHANGES_PATH);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(listBreakingChanges(readHistory(historyDir))));
  return true;
}
