import { existsSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_HISTORY_DIR, readHistory, type ReferenceVersion } from "#build/graphql/reference/reference-history.ts";
import { computeVersionChanges, type VersionChanges } from "./version-changes.ts";

/** The committed versions of the reference and the changes between them. */
export interface ReferenceHistory {
  versions: ReferenceVersion[];
  /** Newest first. */
  changes: VersionChanges[];
}

const cache = new Map<string, ReferenceHistory>();

/** Forgets the histories read so far, so the next call reads the files again (the dev server, after an edit). */
export function forgetReferenceHistory(): void {
  cache.clear();
}

/**
 * The history in `dir` (schema/reference-history by default), compared once per build: the changes page and the
 * schema reference pages both read it. Undefined when the folder has none, as on fixture sites.
 */
export function loadReferenceHistory(dir: string = DEFAULT_HISTORY_DIR): ReferenceHistory | undefined {
  let history = cache.get(dir);
  if (!history) {
    if (!existsSync(join(dir, "versions.json"))) return undefined;
    const versions = readHistory(dir);
    history = { versions, changes: computeVersionChanges(versions) };
    cache.set(dir, history);
  }
  return history;
}
