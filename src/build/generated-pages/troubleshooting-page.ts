import { formatProblems, type ContentProblem } from "#build/content/content-problem.ts";
import { collectTroubleshootingEntries } from "./collect-troubleshooting-entries.ts";
import type { PageGenerator } from "./generated-page.ts";
import { groupBySymptom } from "./group-by-symptom.ts";
import { buildTroubleshootingTree } from "./troubleshooting-tree.ts";
import { writeMarkdown } from "./write-markdown.ts";

/** Route of the generated page: References is the section of cross-cutting material a reader returns to. */
export const TROUBLESHOOTING_PATH = "/docs/references/troubleshooting";

/** Options of the generator. */
export interface TroubleshootingPageOptions {
  /**
   * Receives entries that cannot be read (file, line, what to change). The build goes on without them: the
   * page they sit on still renders them, and this page is only an index of them. Prints a warning by default.
   */
  onProblems?: (problems: ContentProblem[]) => void;
}

/**
 * Gathers every page's "What can go wrong" entries, as rendering found them, into one Troubleshooting page, grouped
 * by symptom, each linking back to its section; no page when no page has entries.
 */
export function createTroubleshootingPage(options: TroubleshootingPageOptions = {}): PageGenerator<"after-render"> {
  return {
    name: "troubleshooting",
    phase: "after-render",
    parent: "/docs/references",
    generate({ troubleshootingSections }) {
      const { entries, problems } = collectTroubleshootingEntries(troubleshootingSections);
      if (problems.length > 0) (options.onProblems ?? warn)(problems);
      if (entries.length === 0) return [];
      const tree = buildTroubleshootingTree(groupBySymptom(entries));
      return [
        {
          path: TROUBLESHOOTING_PATH,
          title: "Troubleshooting",
          weight: 5,
          description:
            'Every "What can go wrong" entry of the documentation, grouped by symptom, with a link to the page that explains it.',
          keywords: ["troubleshooting", "errors", "symptoms", "problems", "what can go wrong"],
          body: writeMarkdown(tree),
          tree,
          // Shown as the page's source in messages and "edit this page" links: the page is written by this module.
          source: "src/build/generated-pages/troubleshooting-page.ts",
        },
      ];
    },
  };
}

/** The site's Troubleshooting page, warning about the entries it leaves out. */
export const troubleshootingPage = createTroubleshootingPage();

function warn(problems: ContentProblem[]): void {
  const report = formatProblems(problems).replace(
    /^Found \d+ content problems?:/,
    "Warning: the troubleshooting page (src/build/generated-pages/) left out what it could not read:",
  );
  console.warn(report);
}
