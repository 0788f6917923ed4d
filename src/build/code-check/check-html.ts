import { parse, parseFragment, type ParserError } from "parse5";
import type { CodeProblem } from "./code-problem.ts";
import { findUnbalancedTags } from "./find-unbalanced-tags.ts";

/** Parser complaints that say nothing about well-formedness in a snippet. */
const IGNORED_ERRORS = new Set(["missing-doctype"]);

/** How to fix the parse errors authors meet most; others get a general fix. */
const FIXES: Record<string, string> = {
  "duplicate-attribute": "Remove the repeated attribute.",
  "eof-in-tag": "Finish the tag with `>`.",
  "eof-in-comment": "Close the comment with `-->`.",
  "missing-attribute-value": "Give the attribute a value after `=`, or drop the `=`.",
  "missing-whitespace-between-attributes": "Put a space between the attributes.",
  "unexpected-character-in-attribute-name": "Quote the previous attribute value, or remove the stray character.",
  "unexpected-character-in-unquoted-attribute-value": "Put the attribute value in double quotes.",
  "end-tag-with-attributes": "Move the attributes to the opening tag.",
  "non-void-html-element-start-tag-with-trailing-solidus":
    "This element does not close itself: write the closing tag, for example `<div></div>`.",
};

/** Checks that an `html` block is well formed: parse errors, unclosed and misnested elements. */
export function checkHtml(code: string): CodeProblem[] {
  const errors: ParserError[] = [];
  const options = { sourceCodeLocationInfo: true, onParseError: (error: ParserError) => void errors.push(error) };
  const root = /^\s*<(!doctype|html[\s>])/i.test(code) ? parse(code, options) : parseFragment(code, options);
  const reported = errors.filter((error) => !IGNORED_ERRORS.has(error.code));
  const problems = reported.map((error) => ({
    line: error.startLine,
    message: `HTML parse error \`${error.code}\` at column ${error.startCol}. ${FIXES[error.code] ?? "Fix the markup at that position."}`,
  }));
  const reportedOffsets = new Set(reported.map((error) => error.startOffset));
  problems.push(...findUnbalancedTags(code, root, reportedOffsets));
  return problems.sort((a, b) => a.line - b.line);
}
