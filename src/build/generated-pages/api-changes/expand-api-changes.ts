import type { ContentProblem } from "#build/content/content-problem.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import type { LoadedSchema } from "#build/graphql/load-schema.ts";
import type { ReferenceVersion } from "#build/graphql/reference/reference-history.ts";
import { writeChangesMarkdown } from "./changes-markdown.ts";
import { writeChangesSummary } from "./changes-summary.ts";
import { computeVersionChanges, type VersionChanges } from "./version-changes.ts";
import { loadReferenceHistory, type ReferenceHistory } from "./load-version-changes.ts";

/** The line a content page writes where the list of API changes goes (the changes page, at its end). */
export const API_CHANGES_DIRECTIVE = "::api-changes";

/** Whether a content page lists the API changes: a line of its own holds `::api-changes`. */
export function listsApiChanges(file: ContentFile): boolean {
  return file.body.split("\n").some((line) => line.trim() === API_CHANGES_DIRECTIVE);
}

/** The line that becomes one paragraph of facts about the whole history (`changes-summary.ts`). */
export const API_CHANGES_SUMMARY_DIRECTIVE = "::api-changes-summary";

const NOTE_START = /^:::version-note\{date="(\d{4}-\d{2}-\d{2})"\}\s*$/;

/** What the expansion reads: the schema (for links), the reference repository and, for tests, the versions. */
export interface ApiChangesInputs {
  loadSchema: () => LoadedSchema;
  referenceRepository: string;
  readVersions?: () => ReferenceVersion[];
}

/**
 * Fills `::api-changes` in the content pages that write it with the changes between the committed versions of the
 * type reference (schema/reference-history), before the pages are rendered, so the page, its Markdown export and
 * the feed all read the same list. A page's `:::version-note{date="…"}` blocks move into their version's section;
 * their lines are left blank so the page's other line numbers hold. Returns problems for notes of unknown versions,
 * and the changes listed, when a page lists them (the operation checker's breaking-changes file is made from them).
 */
export function expandApiChanges(
  files: ContentFile[],
  inputs: ApiChangesInputs,
): { problems: ContentProblem[]; changes?: VersionChanges[] } {
  const pages = files.filter(listsApiChanges);
  if (pages.length === 0) return { problems: [] };
  const history = readHistoryFrom(inputs);
  const versions = history?.changes ?? [];
  const dates = new Set(versions.map((entry) => entry.version.date));
  const problems: ContentProblem[] = [];
  for (const file of pages) {
    const { body, notes } = takeNotes(file, dates, problems);
    const list = writeChangesMarkdown(versions, {
      schema: inputs.loadSchema().schema,
      referenceRepository: inputs.referenceRepository,
      notes,
    });
    const summary = writeChangesSummary(versions, history?.versions.at(-1)?.model);
    file.body = body
      .split("\n")
      .map((line) => {
        if (line.trim() === API_CHANGES_DIRECTIVE) return list;
        return line.trim() === API_CHANGES_SUMMARY_DIRECTIVE ? summary : line;
      })
      .join("\n");
  }
  return { problems, changes: versions };
}

function readHistoryFrom(inputs: ApiChangesInputs): ReferenceHistory | undefined {
  if (!inputs.readVersions) return loadReferenceHistory();
  const versions = inputs.readVersions();
  return { versions, changes: computeVersionChanges(versions) };
}

function takeNotes(
  file: ContentFile,
  dates: Set<string>,
  problems: ContentProblem[],
): { body: string; notes: Map<string, string> } {
  const notes = new Map<string, string>();
  const lines = file.body.split("\n");
  let open: { date: string; start: number; lines: string[] } | undefined;
  lines.forEach((line, index) => {
    const start = NOTE_START.exec(line);
    if (!open && start) {
      open = { date: start[1] ?? "", start: index, lines: [] };
      lines[index] = "";
    } else if (open) {
      lines[index] = "";
      if (line.trim() !== ":::") {
        open.lines.push(line);
        return;
      }
      if (!dates.has(open.date)) {
        problems.push({
          file: file.file,
          line: file.bodyLine + open.start,
          message: `A version note for \`${open.date}\`, which is not a version of the reference. Use one of ${[...dates].sort().join(", ")}.`,
        });
      }
      notes.set(open.date, open.lines.join("\n"));
      open = undefined;
    }
  });
  if (open) {
    problems.push({
      file: file.file,
      line: file.bodyLine + open.start,
      message: "This version note has no closing `:::` line. Close it.",
    });
  }
  return { body: lines.join("\n"), notes };
}
