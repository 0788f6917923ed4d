import { resolveCodeLanguage, type CodeChecker } from "#shared/code-languages.ts";
import { validateGraphqlBlock } from "#build/graphql/validate-graphql-block.ts";
import type { CodeBlock } from "#build/markdown/code-block.ts";
import { checkHtml } from "./check-html.ts";
import { checkJson } from "./check-json.ts";
import { checkScript, type ScriptDialect } from "./check-script.ts";
import type { CodeProblem } from "./code-problem.ts";

export type { CodeProblem } from "./code-problem.ts";

/** What the checks read of a code block's model (src/build/markdown/code-block.ts). */
export type CodeBlockInput = Pick<CodeBlock, "lang" | "code" | "variables"> & {
  flags: Pick<CodeBlock["flags"], "partial">;
};

type Checker = (block: CodeBlockInput, partial: boolean) => CodeProblem[];

const script =
  (label: string, extension: ScriptDialect["extension"]): Checker =>
  (block) =>
    checkScript(block.code, { label, extension });

const CHECKERS: Record<CodeChecker, Checker> = {
  graphql: (block, partial) => validateGraphqlBlock({ code: block.code, partial, variables: block.variables?.code }),
  json: (block) => checkJson(block.code),
  js: script("JavaScript", ".js"),
  jsx: script("JSX", ".jsx"),
  ts: script("TypeScript", ".ts"),
  tsx: script("TSX", ".tsx"),
  mjs: script("JavaScript", ".mjs"),
  cjs: script("JavaScript", ".cjs"),
  html: (block) => checkHtml(block.code),
};

/** Whether blocks in this language are checked at build time (for counting and reporting). */
export function isCheckedLanguage(lang: string): boolean {
  return resolveCodeLanguage(lang).checker !== undefined;
}

/**
 * Checks one code block and lists its problems; an empty list means it passed. A block whose
 * meta has the word `partial` is skipped, except that a partial GraphQL block must still parse.
 * Languages without a checker (bash, css, yaml, text...) always pass.
 */
export function checkCodeBlock(block: CodeBlockInput): CodeProblem[] {
  const name = resolveCodeLanguage(block.lang).checker;
  if (!name) return [];
  const checker = CHECKERS[name];
  const { partial } = block.flags;
  if (partial && name !== "graphql") return [];
  return checker(block, partial);
}
