import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentProblem } from "#build/content/content-problem.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { findPlaceholderLeftovers, lineAt } from "#build/content/placeholder-syntax.ts";

/**
 * Generated pages are made from the schema, the examples and the snapshots, never through the placeholder pass:
 * a `{{…}}` in one of them is text that would reach readers as written. Each is reported at its line in the file the
 * page is made from when the text is there (a schema description), else at its line in the generated Markdown.
 */
export function checkGeneratedPlaceholders(files: ContentFile[], rootDir: string): ContentProblem[] {
  return files.flatMap((file) => {
    const heading = findPlaceholderLeftovers(`${file.metadata.title}\n${file.metadata.description ?? ""}`);
    const leftovers = [
      ...heading.map((leftover) => ({ ...leftover, place: "title or description" })),
      ...findPlaceholderLeftovers(file.body).map((leftover) => ({
        ...leftover,
        place: `line ${leftover.line} of its Markdown`,
      })),
    ];
    if (leftovers.length === 0) return [];
    const source = readSource(rootDir, file.file);
    return leftovers.map((leftover): ContentProblem => {
      const offset = source?.indexOf(leftover.match) ?? -1;
      const where =
        source !== undefined && offset !== -1
          ? { file: file.file, line: lineAt(source, offset) }
          : { file: file.file, line: undefined };
      return {
        ...where,
        message: `\`${leftover.match}\` reaches the generated page \`${file.path}\` unreplaced (${leftover.place}). Placeholders are filled in content pages only: write the value itself in \`${file.file}\`, or remove the braces.`,
      };
    });
  });
}

function readSource(rootDir: string, file: string): string | undefined {
  const path = join(rootDir, file);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}
