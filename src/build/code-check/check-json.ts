import type { CodeProblem } from "./code-problem.ts";
import { lineColumnAt } from "./line-column.ts";
import { locateJsonError } from "./locate-json-error.ts";

/** Checks that a `json` or `geojson` block is strict JSON, pointing at the first error. */
export function checkJson(code: string): CodeProblem[] {
  try {
    JSON.parse(code);
    return [];
  } catch (error) {
    const located = locateJsonError(code);
    if (!located) {
      const reason = error instanceof Error ? error.message : String(error);
      return [{ line: 1, message: `JSON does not parse: ${reason}. Fix the syntax.` }];
    }
    const { line, column } = lineColumnAt(code, located.offset);
    return [{ line, message: `JSON syntax error at column ${column}: ${located.message}` }];
  }
}
