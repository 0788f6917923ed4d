import ts from "typescript";
import type { CodeProblem } from "./code-problem.ts";
import { lineColumnAt } from "./line-column.ts";

/** How a script block is parsed: the file extension decides JSX and type syntax. */
export interface ScriptDialect {
  /** Name used in messages, for example `TypeScript`. */
  label: string;
  /** Extension of the virtual file, for example `.tsx`. */
  extension: ".js" | ".jsx" | ".ts" | ".tsx" | ".mjs" | ".cjs";
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.Preserve,
};

/** First code of TypeScript's "TypeScript syntax in a JavaScript file" diagnostics. */
const JS_ONLY_DIAGNOSTICS = 8000;

/**
 * Checks the syntax of a JavaScript or TypeScript block with the TypeScript parser. Types are
 * not checked. Plain syntax errors are reported first; only when there are none are
 * TypeScript-only constructs in JavaScript (such as type annotations) reported.
 */
export function checkScript(code: string, dialect: ScriptDialect): CodeProblem[] {
  const { diagnostics = [] } = ts.transpileModule(code, {
    compilerOptions: COMPILER_OPTIONS,
    fileName: `block${dialect.extension}`,
    reportDiagnostics: true,
  });
  const located = diagnostics.filter((diagnostic) => diagnostic.start !== undefined);
  const syntax = located.filter((diagnostic) => diagnostic.code < JS_ONLY_DIAGNOSTICS);
  return (syntax.length > 0 ? syntax : located).map((diagnostic) => {
    const { line, column } = lineColumnAt(code, diagnostic.start ?? 0);
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ").replace(/'([^']+)'/g, "`$1`");
    const fix = "Fix the syntax, or mark the block `partial` if it is a deliberate excerpt.";
    return { line, message: `${dialect.label} syntax error at column ${column}: ${text} ${fix}` };
  });
}
