/**
 * What the build and the operation checker (src/features/operation-checker) agree on: the names in the
 * checker's prerendered markup and the shape of the breaking-changes file it fetches. Runtime-neutral.
 */

/** `::operation-checker` (rehype-operation-checker.ts) and the widget that takes it over. */
export const OPERATION_CHECKER_MARKUP = {
  /** On the checker's `<section>`; mount-content-islands.ts writes this selector out to keep first-load bytes. */
  root: "data-operation-checker",
  /** On the section: the address of the breaking-changes file ({@link BreakingChangesFile}). */
  changesSource: "data-changes-src",
  /** The paragraph shown until the script takes over (the checker needs JavaScript). */
  fallback: "data-operation-checker-fallback",
  /** The form, prerendered `hidden`: it works only with the script. */
  form: "data-operation-checker-form",
  input: "data-operation-checker-input",
  file: "data-operation-checker-file",
  /** Says what is being checked and how many problems were found (a live region). */
  status: "data-operation-checker-status",
  results: "data-operation-checker-results",
  /** Set on the section to `ready` once the schema has loaded and the editor has taken the text box's place. */
  ready: "data-schema",
} as const;

/** Where the publish stage writes the breaking changes of each version of the reference. */
export const BREAKING_CHANGES_PATH = "/docs/graphql/changelog/breaking-changes.json";

/** What a breaking change is about (the API changes page's classes, src/build/graphql/changes/diff-models.ts). */
export type BreakingChangeTarget = "type" | "field" | "input field" | "argument" | "enum value";

/** One breaking change between a version of the reference and the one before. */
export interface BreakingChange {
  target: BreakingChangeTarget;
  action: "added" | "removed" | "changed";
  typeName: string;
  /** The field, input field or enum value; for an argument, its field. */
  member?: string;
  argument?: string;
  /** graphql-js's description, such as `Query.itineraries changed type from A to B.` */
  reason: string;
}

/** The breaking changes of each version that has any, newest first. */
export interface BreakingChangesFile {
  /** The API changes page, which lists every change of each version. */
  changesPage: string;
  /** Each version's date and its section on the changes page. */
  versions: { date: string; href: string; changes: BreakingChange[] }[];
}

const TARGETS = new Set<string>(["type", "field", "input field", "argument", "enum value"]);
const ACTIONS = new Set<string>(["added", "removed", "changed"]);

/** Reads the file as fetched; throws naming what is wrong, so a stale or foreign file is not half-used. */
export function parseBreakingChangesFile(json: unknown): BreakingChangesFile {
  const file = json as Partial<BreakingChangesFile> | null;
  if (!file || typeof file.changesPage !== "string" || !Array.isArray(file.versions)) {
    throw new Error(`${BREAKING_CHANGES_PATH}: expected { changesPage, versions: [...] }; rebuild the site.`);
  }
  for (const version of file.versions) {
    const changes = (version as Partial<BreakingChangesFile["versions"][number]>).changes;
    if (typeof version?.date !== "string" || typeof version.href !== "string" || !Array.isArray(changes)) {
      throw new Error(`${BREAKING_CHANGES_PATH}: a version without a date, address or changes; rebuild the site.`);
    }
    for (const change of changes) {
      if (!TARGETS.has(change.target) || !ACTIONS.has(change.action) || typeof change.typeName !== "string") {
        throw new Error(`${BREAKING_CHANGES_PATH}: version ${version.date} has a change of unknown shape.`);
      }
    }
  }
  return file as BreakingChangesFile;
}
