import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/** One error the Nu HTML Checker found: where it is and what it says. */
export interface HtmlValidityError {
  /** The file, relative to the folder the check ran from. */
  file: string;
  line: number;
  column: number;
  message: string;
  /** The stretch of markup around the error, as the checker quotes it. */
  extract: string;
}

interface VnuMessage {
  type: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message?: string;
  extract?: string;
}

/**
 * Reads the checker's `--format json` report. Every message is an error here: the check runs with `--errors-only`, so
 * what is left are document errors and "non-document-error"s (a file it could not read), and both fail the check.
 */
export function parseVnuReport(json: string, cwd: string): HtmlValidityError[] {
  let report: { messages?: VnuMessage[] };
  try {
    report = JSON.parse(json) as { messages?: VnuMessage[] };
  } catch {
    throw new Error(`The Nu HTML Checker did not answer with its JSON report; it said:\n${json.slice(0, 2000)}`);
  }
  if (!Array.isArray(report.messages)) throw new Error("The Nu HTML Checker's report has no list of messages.");
  return report.messages.map((message) => ({
    file: message.url?.startsWith("file:") ? relative(cwd, fileURLToPath(message.url)) : (message.url ?? "(no file)"),
    line: message.firstLine ?? message.lastLine ?? 0,
    column: message.firstColumn ?? message.lastColumn ?? 0,
    message: message.type === "error" ? (message.message ?? "") : `${message.type}: ${message.message ?? ""}`,
    extract: (message.extract ?? "").replace(/\s+/g, " ").trim(),
  }));
}
