import { formatProblems, type ContentProblem } from "#build/content/content-problem.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { collectTroubleshootingEntries } from "./collect-troubleshooting-entries.ts";
import { groupBySymptom } from "./group-by-symptom.ts";
import { writeTroubleshootingMarkdown } from "./write-troubleshooting-markdown.ts";

/** Route of the generated page: References is the section of cross-cutting material a reader returns to. */
export const TROUBLESHOOTING_PATH = "/docs/references/troubleshooting";

/** Shown as the page's source in messages and "edit this page" links: the page is written by this module. */
const GENERATOR_FILE = "src/build/generated-pages/troubleshooting-page.ts";

/** Options of the generator. */
export interface TroubleshootingPageOptions {
  /**
   * Receives entries that cannot be read (file, line, what to change). The build goes on without them: the
   * page they sit on still renders them, and this page is only an index of them. Prints a warning by default.
   */
  onProblems?: (problems: ContentProblem[]) => void;
}

/**
 * Gathers every page's "What can go wrong" entries into one Troubleshooting page, grouped by symptom, each
 * linking back to its section. Returns the pages to add to the loaded files: none when no page has entries.
 */
export function generateTroubleshootingPage(
  files: ContentFile[],
  options: TroubleshootingPageOptions = {},
): ContentFile[] {
  const report = options.onProblems ?? warn;
  const own = files.find((file) => file.path === TROUBLESHOOTING_PATH);
  if (own) {
    const message = `This page takes the path \`${TROUBLESHOOTING_PATH}\` of the generated troubleshooting page, so that page is not built. Move this page to get it back.`;
    report([{ file: own.file, line: 1, message }]);
    return [];
  }
  const { entries, problems } = collectTroubleshootingEntries(files);
  if (problems.length > 0) report(problems);
  if (entries.length === 0) return [];
  return [
    {
      file: GENERATOR_FILE,
      path: TROUBLESHOOTING_PATH,
      metadata: {
        title: "Troubleshooting",
        weight: 5,
        description:
          'Every "What can go wrong" entry of the documentation, grouped by symptom, with a link to the page that explains it.',
        keywords: ["troubleshooting", "errors", "symptoms", "problems", "what can go wrong"],
      },
      body: writeTroubleshootingMarkdown(groupBySymptom(entries)),
      bodyLine: 1,
    },
  ];
}

function warn(problems: ContentProblem[]): void {
  const report = formatProblems(problems).replace(
    /^Found \d+ content problems?:/,
    "Warning: the troubleshooting page (src/build/generated-pages/) left out what it could not read:",
  );
  console.warn(report);
}
