import type { Definition, Nodes, PhrasingContent, Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import type { ContentProblem } from "#build/content/content-problem.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { findTroubleshootingSection, TROUBLESHOOTING_HEADING } from "./find-troubleshooting-section.ts";
import { parseMarkdown } from "./markdown-syntax.ts";
import { readSectionEntries, type SectionEntry } from "./read-section-entries.ts";

/** Where an entry is explained: the page and the anchor of its "What can go wrong" heading. */
export interface EntrySource {
  path: string;
  title: string;
  anchor: string;
  /** File and line of the entry, for messages. */
  file: string;
  line: number;
}

/** One troubleshooting entry of the site, with the page section it comes from. */
export interface TroubleshootingEntry {
  symptom: SectionEntry["symptom"];
  details: SectionEntry["details"];
  continuesSymptom: boolean;
  source: EntrySource;
}

/** Reads every page's "What can go wrong" entries, in file order; entries that cannot be read are reported. */
export function collectTroubleshootingEntries(files: ContentFile[]): {
  entries: TroubleshootingEntry[];
  problems: ContentProblem[];
} {
  const entries: TroubleshootingEntry[] = [];
  const problems: ContentProblem[] = [];
  const headingText = TROUBLESHOOTING_HEADING.toLowerCase();
  for (const file of files) {
    // Parsing is the costly step, so pages that never write the heading's words are not parsed.
    if (!file.body.toLowerCase().includes(headingText)) continue;
    const tree = parseMarkdown(file.body);
    const section = findTroubleshootingSection(tree);
    if (!section) continue;
    const at = (line: number) => file.bodyLine + line - 1;
    const read = readSectionEntries(section.blocks);
    problems.push(...read.problems.map((p) => ({ file: file.file, line: at(p.line), message: p.message })));
    if (read.entries.length === 0 && read.problems.length === 0) {
      problems.push({
        file: file.file,
        line: at(section.heading.position?.start.line ?? 1),
        message: `The "What can go wrong" section has no list or table of entries, so the troubleshooting page has nothing from this page. Write each entry as \`- **Symptom.** Cause and fix.\` or as a table row.`,
      });
    }
    const definitions = collectDefinitions(tree);
    for (const entry of read.entries) {
      for (const node of [...entry.symptom, ...entry.details]) resolveLinks(node, file.path, definitions);
      entries.push({
        symptom: entry.symptom,
        details: entry.details,
        continuesSymptom: entry.continuesSymptom,
        source: {
          path: file.path,
          title: file.metadata.title,
          anchor: section.anchor,
          file: file.file,
          line: at(entry.line),
        },
      });
    }
  }
  return { entries, problems };
}

function collectDefinitions(tree: Root): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  visit(tree, "definition", (node) => {
    definitions.set(node.identifier, node);
  });
  return definitions;
}

/**
 * Makes an entry's links work on another page: `#anchor` becomes `/its/page#anchor`, and reference links
 * (`[text][ref]`) become plain links, since the page's definitions do not come along.
 */
function resolveLinks(root: Nodes, pagePath: string, definitions: Map<string, Definition>): void {
  visit(root, (node, index, parent) => {
    if ((node.type === "link" || node.type === "definition") && node.url.startsWith("#")) {
      node.url = `${pagePath}${node.url}`;
    }
    if (node.type === "linkReference" && parent && index !== undefined) {
      const definition = definitions.get(node.identifier);
      if (!definition) return SKIP;
      const url = definition.url.startsWith("#") ? `${pagePath}${definition.url}` : definition.url;
      const link: PhrasingContent = { type: "link", url, title: definition.title, children: node.children };
      // A link reference only ever sits among phrasing content, where a link may take its place.
      (parent.children as PhrasingContent[])[index] = link;
      return SKIP;
    }
    return undefined;
  });
}
