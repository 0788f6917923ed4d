import { formatProblems, type ContentProblem } from "#build/content/content-problem.ts";

/** The dev server's reload script, which an error page loads too so that the next good save clears it. */
export const DEV_RELOAD_SCRIPT = "/src/browser/dev/dev-reload.ts";

/**
 * The page the dev server shows instead of a page while the content has problems: each one with its file, line and
 * fix, as the build would print them, for the path that was asked for. Dev only: `data-dev-problems` tells the reload
 * script to reload on any saved file.
 */
export function formatProblemsPage(path: string, problems: ContentProblem[]): string {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const items = sorted.map(
    (problem) =>
      `<li><code>${escapeHtml(problem.file)}${problem.line ? `:${problem.line}` : ""}</code> ${formatMessage(problem.message)}</li>`,
  );
  const count = problems.length === 1 ? "1 content problem" : `${problems.length} content problems`;
  return `<!DOCTYPE html>
<html lang="en" data-dev-problems>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${count} | ${escapeHtml(path)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d1d1f; }
h1 { font-size: 1.4rem; color: #b3261e; }
li { margin: 0.75rem 0; }
code { font: 0.9em ui-monospace, monospace; background: #f2f2f4; padding: 0.1em 0.3em; border-radius: 4px; }
</style>
<script type="module" src="${DEV_RELOAD_SCRIPT}"></script>
</head>
<body>
<main id="main">
<h1>Found ${count}</h1>
<p><code>${escapeHtml(path)}</code> will show here once they are fixed: save the file and this page reloads.</p>
<ul>
${items.join("\n")}
</ul>
<details><summary>As the build prints them</summary><pre>${escapeHtml(formatProblems(problems))}</pre></details>
</main>
</body>
</html>
`;
}

/** A problem's message with its `backticked` values as code. */
function formatMessage(message: string): string {
  return escapeHtml(message).replace(/`([^`]+)`/g, "<code>$1</code>");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
