import type { Definition, Nodes, PhrasingContent } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import type { ContentProblem } from "#build/content/content-problem.ts";
import type { PageSection } from "./generated-page.ts";
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

/** Reads the entries of every page's section, in page order; entries that cannot be read are reported. */
export function collectTroubleshootingEntries(sections: PageSection[]): {
  entries: TroubleshootingEntry[];
  problems: ContentProblem[];
} {
  const entries: TroubleshootingEntry[] = [];
  const problems: ContentProblem[] = [];
  for (const page of sections) {
    const at = (line: number) => page.bodyLine + line - 1;
    // The entries' nodes are changed below (links made to work on another page), so they are the generator's own.
    const { blocks, definitions, anchor, line } = structuredClone(page.section);
    const read = readSectionEntries(blocks);
    problems.push(...read.problems.map((p) => ({ file: page.file, line: at(p.line), message: p.message })));
    if (read.entries.length === 0 && read.problems.length === 0) {
      problems.push({
        file: page.file,
        line: at(line),
        message: `The "What can go wrong" section has no list or table of entries, so the troubleshooting page has nothing from this page. Write each entry as \`- **Symptom.** Cause and fix.\` or as a table row.`,
      });
    }
    const byIdentifier = new Map(definitions.map((definition) => [definition.identifier, definition]));
    for (const entry of read.entries) {
      for (const node of [...entry.symptom, ...entry.details]) resolveLinks(node, page.path, byIdentifier);
      entries.push({
        symptom: entry.symptom,
        details: entry.details,
        continuesSymptom: entry.continuesSymptom,
        source: { path: page.path, title: page.title, anchor, file: page.file, line: at(entry.line) },
      });
    }
  }
  return { entries, problems };
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
