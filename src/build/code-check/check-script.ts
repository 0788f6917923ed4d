import { createRequire } from "node:module";
import { parseSync } from "rolldown/utils";
import type TypeScript from "typescript";
import type { CodeProblem } from "./code-problem.ts";
import { lineColumnAt } from "./line-column.ts";

/** How a script block is parsed: the file extension decides JSX and type syntax. */
export interface ScriptDialect {
  /** Name used in messages, for example `TypeScript`. */
  label: string;
  /** Extension of the virtual file, for example `.tsx`. */
  extension: ".js" | ".jsx" | ".ts" | ".tsx" | ".mjs" | ".cjs";
}

/** First code of TypeScript's "TypeScript syntax in a JavaScript file" diagnostics. */
const JS_ONLY_DIAGNOSTICS = 8000;

/**
 * Checks the syntax of a JavaScript or TypeScript block. Types are not checked. Oxc's parser (Rolldown's, native)
 * passes a block in well under a millisecond; only a block it rejects goes to TypeScript's parser, whose verdict and
 * messages are the ones reported. TypeScript takes about 0.5 s to load and 1.5 ms a block, so a build whose blocks
 * are all valid never loads it. Plain syntax errors are reported first; only when there are none are TypeScript-only
 * constructs in JavaScript (such as type annotations) reported.
 */
export function checkScript(code: string, dialect: ScriptDialect): CodeProblem[] {
  const parsed = parseSync(`block${dialect.extension}`, code, { showSemanticErrors: true });
  return parsed.errors.length === 0 ? [] : checkWithTypeScript(code, dialect);
}

function checkWithTypeScript(code: string, dialect: ScriptDialect): CodeProblem[] {
  const ts = loadTypeScript();
  const { diagnostics = [] } = ts.transpileModule(code, {
    compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
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

let typescript: typeof TypeScript | undefined;

/** TypeScript's compiler, loaded on the first block Oxc rejects. */
function loadTypeScript(): typeof TypeScript {
  typescript ??= createRequire(import.meta.url)("typescript") as typeof TypeScript;
  return typescript;
}
