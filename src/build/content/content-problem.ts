/** One problem found in the content, reported with every other problem at once. */
export interface ContentProblem {
  /** File relative to the repository root. */
  file: string;
  /** 1-based line in the file, when known. */
  line?: number;
  /** What is wrong, with the bad value in backticks, and how to fix it. */
  message: string;
}

/** Formats problems for the terminal, grouped in file order, with a hint when one link breaks on many pages. */
export function formatProblems(problems: ContentProblem[]): string {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const lines = sorted.map((p) => `  ${p.file}${p.line ? `:${p.line}` : ""}  ${p.message}`);
  const plural = problems.length === 1 ? "problem" : "problems";
  return `Found ${problems.length} content ${plural}:\n${lines.join("\n")}${sharedLinkHint(problems)}`;
}

function sharedLinkHint(problems: ContentProblem[]): string {
  const counts = new Map<string, Set<string>>();
  for (const problem of problems) {
    const link = /^Link `([^`]+)`/.exec(problem.message)?.[1];
    if (link) counts.set(link, (counts.get(link) ?? new Set()).add(problem.file));
  }
  const shared = [...counts].filter(([, files]) => files.size >= 3).map(([link]) => `\`${link}\``);
  return shared.length
    ? `\n\nThe broken link ${shared.join(", ")} appears on many pages: it is probably in shared navigation or a copied snippet.`
    : "";
}

/** Thrown when the content has problems; the message lists them all. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatProblems(problems));
    this.name = "ContentError";
  }
}

/** For the build's entry points: prints a `ContentError`'s list of problems and exits with 1; rethrows anything else. */
export function exitOnContentError(error: unknown): never {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
