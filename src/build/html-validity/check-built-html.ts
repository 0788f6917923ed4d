import { readdirSync } from "node:fs";
import { relative } from "node:path";
import { formatHtmlValidityReport } from "./format-html-validity.ts";
import { runVnu } from "./run-vnu.ts";
import type { HtmlValidityError } from "./vnu-report.ts";

/** What the HTML check found in a built site, and its report to print. */
export interface BuiltHtmlCheck {
  errors: HtmlValidityError[];
  /** How many HTML files the folder holds (all of them are checked). */
  files: number;
  seconds: number;
  report: string;
}

/**
 * Runs the W3C Nu HTML Checker over every HTML file under `clientDir` (a built site). Paths in the report are
 * relative to the current folder.
 */
export async function checkBuiltHtml(clientDir: string): Promise<BuiltHtmlCheck> {
  const started = performance.now();
  const folder = relative(process.cwd(), clientDir) || ".";
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  if (files.length === 0) throw new Error(`HTML check: ${folder} holds no HTML files. Run \`npm run build\` first.`);
  const errors = await runVnu([clientDir]);
  const seconds = (performance.now() - started) / 1000;
  const report = formatHtmlValidityReport(errors, { folder, files: files.length, seconds });
  return { errors, files: files.length, seconds, report };
}
