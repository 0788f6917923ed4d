import type { ContentProblem } from "./content-problem.ts";
import { closestMatch } from "#shared/closest-match.ts";

const PLACEHOLDER = /\{\{\s*((?:site|api|maps|share|app|repo)\.[A-Za-z]+)\s*\}\}/g;

/** Replaces `{{namespace.key}}` placeholders with configuration values; unknown keys become problems. */
export function interpolatePlaceholders(
  text: string,
  values: Record<string, string>,
  file: string,
): { text: string; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const result = text.replace(PLACEHOLDER, (match, key: string, offset: number) => {
    const value = values[key];
    if (value !== undefined) return value;
    const suggestion = closestMatch(key, Object.keys(values));
    problems.push({
      file,
      line: text.slice(0, offset).split("\n").length,
      message: `Unknown placeholder \`${match}\`.${suggestion ? ` Did you mean \`{{${suggestion}}}\`?` : ""} The placeholders are listed in docs/authoring.md.`,
    });
    return match;
  });
  return { text: result, problems };
}
