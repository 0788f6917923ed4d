import type { BlockContent, DefinitionContent, List, PhrasingContent, RootContent, Table } from "mdast";
import { toString } from "mdast-util-to-string";

/** One troubleshooting entry as a page writes it: the symptom, then what explains and fixes it. */
export interface SectionEntry {
  symptom: PhrasingContent[];
  details: (BlockContent | DefinitionContent)[];
  /** Whether the first paragraph of `details` continues the symptom's sentence (list entries) or stands apart (table cells). */
  continuesSymptom: boolean;
  /** Line of the entry in the page body. */
  line: number;
}

/** An entry that cannot be read, with its line in the page body. */
export interface SectionProblem {
  line: number;
  message: string;
}

/**
 * Reads the entries of a troubleshooting section: list items that open with a bold symptom
 * (`- **Symptom.** Cause and fix.`) and table rows whose first column is the symptom. Other blocks
 * (an introduction, a callout) are not entries and are left out.
 */
export function readSectionEntries(blocks: RootContent[]): { entries: SectionEntry[]; problems: SectionProblem[] } {
  const entries: SectionEntry[] = [];
  const problems: SectionProblem[] = [];
  for (const block of blocks) {
    const read = block.type === "list" ? readList(block) : block.type === "table" ? readTable(block) : undefined;
    if (!read) continue;
    entries.push(...read.entries);
    problems.push(...read.problems);
  }
  return { entries, problems };
}

function readList(list: List): { entries: SectionEntry[]; problems: SectionProblem[] } {
  const entries: SectionEntry[] = [];
  const problems: SectionProblem[] = [];
  for (const item of list.children) {
    const line = lineOf(item);
    const [first, ...rest] = item.children;
    const lead = first?.type === "paragraph" ? first.children[0] : undefined;
    if (first?.type !== "paragraph" || lead?.type !== "strong" || toString(lead).trim() === "") {
      problems.push({
        line,
        message: `This "What can go wrong" entry does not start with a bold symptom (it starts \`${excerpt(toString(item))}\`), so the troubleshooting page leaves it out. Write it as \`- **Symptom.** Cause and fix.\`.`,
      });
      continue;
    }
    const remainder = trimStart(first.children.slice(1));
    const details = remainder.length > 0 ? [{ type: "paragraph" as const, children: remainder }, ...rest] : rest;
    entries.push({ symptom: lead.children, details, continuesSymptom: true, line });
  }
  return { entries, problems };
}

function readTable(table: Table): { entries: SectionEntry[]; problems: SectionProblem[] } {
  const [header, ...rows] = table.children;
  const labels = header?.children.map((cell) => toString(cell).trim()) ?? [];
  if (labels.length < 2) {
    const message = `This "What can go wrong" table has ${labels.length} column (\`${labels.join(" | ")}\`), so the troubleshooting page cannot tell a symptom from its cause. Give it a symptom column and a cause or fix column: \`| Symptom | Cause and fix |\`.`;
    return { entries: [], problems: [{ line: lineOf(table), message }] };
  }
  const entries: SectionEntry[] = [];
  const problems: SectionProblem[] = [];
  for (const row of rows) {
    const [symptomCell, ...cells] = row.children;
    if (!symptomCell || toString(symptomCell).trim() === "") {
      problems.push({
        line: lineOf(row),
        message: `This "What can go wrong" table row has no symptom in its first column (\`${excerpt(toString(row))}\`), so the troubleshooting page leaves it out. Put the symptom in the \`${labels[0]}\` column.`,
      });
      continue;
    }
    const details = cells
      .map((cell, index) => ({ label: labels[index + 1] ?? "", content: cell.children }))
      .filter(({ content }) => toString({ type: "paragraph", children: content }).trim() !== "")
      .map(({ label, content }) => ({
        type: "paragraph" as const,
        children: label
          ? [
              { type: "emphasis" as const, children: [{ type: "text" as const, value: `${label}:` }] },
              { type: "text" as const, value: " " },
              ...content,
            ]
          : content,
      }));
    entries.push({ symptom: symptomCell.children, details, continuesSymptom: false, line: lineOf(row) });
  }
  return { entries, problems };
}

function trimStart(children: PhrasingContent[]): PhrasingContent[] {
  const [first, ...rest] = children;
  if (first?.type !== "text") return children;
  const value = first.value.trimStart();
  return value === "" ? rest : [{ ...first, value }, ...rest];
}

function lineOf(node: { position?: { start: { line: number } } }): number {
  return node.position?.start.line ?? 1;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}
