import type { ContentProblem } from "./content-problem.ts";
import { closestMatch } from "#shared/closest-match.ts";
import { lineAt, placeholderPattern } from "./placeholder-syntax.ts";

/**
 * Replaces each `{{namespace.key}}` with its configuration value. Every placeholder-shaped text is looked up in
 * `values` (src/build/config/placeholders.ts), so a namespace is known exactly when the configuration defines a key in
 * it; an unknown one is a problem with a suggestion. `\{{…}}` is written out as a literal `{{…}}`.
 */
export function interpolatePlaceholders(
  text: string,
  values: Record<string, string>,
  file: string,
): { text: string; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  if (!text.includes("{{")) return { text, problems };
  const result = text.replace(placeholderPattern(), (match, escape: string, key: string, offset: number) => {
    if (escape) return match.slice(1);
    const value = values[key];
    if (value !== undefined) return value;
    problems.push({ file, line: lineAt(text, offset), message: unknownPlaceholderMessage(match, key, values) });
    return match;
  });
  return { text: result, problems };
}

/** Names the placeholder, the closest configured key and where the list is. */
export function unknownPlaceholderMessage(match: string, key: string, values: Record<string, string>): string {
  const suggestion = closestMatch(key, Object.keys(values));
  const hint = suggestion ? ` Did you mean \`{{${suggestion}}}\`?` : "";
  return `Unknown placeholder \`${match}\`.${hint} The placeholders are listed in docs/authoring.md; write \`\\{{…}}\` for literal braces.`;
}
