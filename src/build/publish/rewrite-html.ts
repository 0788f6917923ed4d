/**
 * The publish stage patches React Router's prerendered HTML with regular expressions. Each patch says how many times
 * its pattern must match; when React Router's output changes, the build stops naming the pattern and the page instead
 * of publishing pages that silently missed a patch.
 */

/** How many matches a patch needs: exactly this many, or at least one. */
export type MatchCount = number | "at least one";

/** Counts the matches of `pattern` in `html` and throws, naming the pattern, the file and the module to update. */
export function expectMatches(
  html: string,
  pattern: RegExp,
  expected: MatchCount,
  where: { file: string; what: string; module: string },
): number {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  const found = [...html.matchAll(global)].length;
  const ok = expected === "at least one" ? found > 0 : found === expected;
  if (!ok) {
    const wanted =
      expected === "at least one" ? "at least once" : `exactly ${expected === 1 ? "once" : `${expected} times`}`;
    throw new Error(
      `${where.file}: ${where.what} (pattern \`${pattern.source}\`) should match ${wanted} but matched ${found} ` +
        `time${found === 1 ? "" : "s"}. React Router's output has changed: update ${where.module} to the new HTML ` +
        "(test/fixtures/publish/README.md says how to capture a fresh page).",
    );
  }
  return found;
}
