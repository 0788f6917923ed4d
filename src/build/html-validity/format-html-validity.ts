import type { HtmlValidityError } from "./vnu-report.ts";

/** How many errors the report shows in full; the counts by message below them cover the rest. */
const SHOWN = 50;

/**
 * The check's report: one line per error (`file:line:column: message`, then the markup around it), then, when there
 * are many, how often each message occurs, and what to do.
 */
export function formatHtmlValidityReport(
  errors: HtmlValidityError[],
  checked: { folder: string; files: number; seconds?: number },
) {
  const time = checked.seconds === undefined ? "" : `, ${checked.seconds.toFixed(1)} s`;
  if (errors.length === 0) return `HTML check: ${checked.files} HTML files in ${checked.folder}, 0 errors${time}.`;
  const files = new Set(errors.map((error) => error.file)).size;
  const lines = [
    `HTML check: ${errors.length} error${errors.length === 1 ? "" : "s"} in ${files} of ${checked.files} HTML files in ${checked.folder} (W3C Nu HTML Checker${time}):`,
    "",
  ];
  for (const error of errors.slice(0, SHOWN)) {
    lines.push(`${error.file}:${error.line}:${error.column}: ${error.message}`);
    if (error.extract) lines.push(`    ${error.extract}`);
  }
  if (errors.length > SHOWN) {
    lines.push("", `…and ${errors.length - SHOWN} more. All errors by message:`);
    const counts = new Map<string, number>();
    for (const error of errors) counts.set(error.message, (counts.get(error.message) ?? 0) + 1);
    for (const [message, count] of [...counts].sort((a, b) => b[1] - a[1])) lines.push(`  ${count} × ${message}`);
  }
  lines.push(
    "",
    "Fix each in the component or generator that writes the markup (not in the built file), then `npm run build` and",
    "`npm run check:html` (`npm run audit` runs it too).",
  );
  return lines.join("\n");
}
