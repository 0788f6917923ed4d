import type { ListItem, Root, RootContent } from "mdast";
import { visit } from "unist-util-visit";
import type { SymptomGroup } from "./group-by-symptom.ts";
import type { TroubleshootingEntry } from "./collect-troubleshooting-entries.ts";

/** The troubleshooting page as a syntax tree: an introduction, then one section per symptom group. */
export function buildTroubleshootingTree(groups: SymptomGroup[]): Root {
  const count = groups.reduce((total, group) => total + group.entries.length, 0);
  const pages = new Set(groups.flatMap((group) => group.entries.map((entry) => entry.source.path))).size;
  const intro = `Every "What can go wrong" entry of this documentation in one place: ${count} entries from ${pages} pages, grouped by symptom. Each entry links to the section of the page that explains it, where you will find the context and the steps around it.`;
  const children: RootContent[] = [{ type: "paragraph", children: [{ type: "text", value: intro }] }];
  for (const group of groups) {
    children.push(
      { type: "heading", depth: 2, children: [{ type: "text", value: group.title }] },
      { type: "paragraph", children: [{ type: "text", value: group.intro }] },
      { type: "list", ordered: false, spread: false, children: group.entries.map(toListItem) },
    );
  }
  const tree: Root = { type: "root", children };
  // The entries' nodes come from other pages, where their lines are: here those would point at the wrong file.
  visit(tree, (node) => {
    delete node.position;
  });
  return tree;
}

function toListItem(entry: TroubleshootingEntry): ListItem {
  const { path, anchor, title } = entry.source;
  const [first, ...rest] = entry.details;
  // The symptom and the start of its explanation share a line, as on the page the entry comes from.
  const opening =
    entry.continuesSymptom && first?.type === "paragraph"
      ? {
          ...first,
          children: [
            { type: "strong" as const, children: entry.symptom },
            { type: "text" as const, value: " " },
            ...first.children,
          ],
        }
      : undefined;
  const lead = opening ?? {
    type: "paragraph" as const,
    children: [{ type: "strong" as const, children: entry.symptom }],
  };
  const body = opening ? rest : entry.details;
  const source = {
    type: "paragraph" as const,
    children: [
      { type: "text" as const, value: "Explained in " },
      { type: "link" as const, url: `${path}#${anchor}`, children: [{ type: "text" as const, value: title }] },
      { type: "text" as const, value: "." },
    ],
  };
  // Its blocks are written a blank line apart (write-markdown.ts), which makes the item, and so the list, loose.
  return { type: "listItem", spread: true, children: [lead, ...body, source] };
}
