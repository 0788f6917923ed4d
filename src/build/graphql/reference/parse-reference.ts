import { namedTypeOf, parseTypeCell } from "./parse-type-cell.ts";
import { readTableRows, type TableRow } from "./read-table-rows.ts";
import type { ReferenceField, ReferenceModel, ReferenceType, ReferenceTypeKind } from "./reference-model.ts";

/** The `## ` sections of the reference and the kind of the types listed under each. */
const SECTIONS: Record<string, ReferenceTypeKind> = {
  Query: "object",
  Mutation: "object",
  Objects: "object",
  Inputs: "input",
  Enums: "enum",
  Scalars: "scalar",
  Interfaces: "interface",
};

interface TypeBlock {
  name: string;
  kind: ReferenceTypeKind;
  line: number;
  lines: string[];
}

/** Parses a type reference page (`## Query` … `## Interfaces`, HTML tables) into its structure, without prose. */
export function parseReference(markdown: string, file = "reference/README.md"): ReferenceModel {
  const problems: string[] = [];
  const types = splitTypeBlocks(markdown.split(/\r?\n/), file, problems).map((block) =>
    readTypeBlock(block, file, problems),
  );
  const seen = new Set<string>();
  for (const type of types) {
    if (seen.has(type.name)) problems.push(`${file}: the type \`${type.name}\` is listed twice. Keep one listing.`);
    seen.add(type.name);
  }
  if (types.length === 0)
    problems.push(`${file}: no \`## Query\` … \`## Interfaces\` sections found. Is it a type reference?`);
  if (problems.length > 0) {
    throw new Error(`Cannot read the type reference:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
  return { types, undocumentedTypes: findUndocumentedTypes(types) };
}

function splitTypeBlocks(lines: string[], file: string, problems: string[]): TypeBlock[] {
  const blocks: TypeBlock[] = [];
  let section: string | undefined;
  let current: TypeBlock | undefined;
  lines.forEach((text, index) => {
    const line = index + 1;
    const heading = /^(##|###)\s+(.+?)\s*$/.exec(text);
    if (heading?.[1] === "##") {
      section = heading[2] ?? "";
      current = undefined;
      const kind = SECTIONS[section];
      if (!kind) {
        problems.push(
          `${file}:${line} unknown section \`${section}\`. Expected one of ${Object.keys(SECTIONS).join(", ")}.`,
        );
        section = undefined;
      } else if (section === "Query" || section === "Mutation") {
        current = { name: section, kind, line, lines: [] };
        blocks.push(current);
      }
    } else if (heading?.[1] === "###" && section) {
      current = { name: heading[2] ?? "", kind: SECTIONS[section] ?? "object", line, lines: [] };
      blocks.push(current);
    } else {
      current?.lines.push(text);
    }
  });
  return blocks;
}

function readTypeBlock(block: TypeBlock, file: string, problems: string[]): ReferenceType {
  const rows = readTableRows(block.lines.join("\n"), block.line + 1);
  if (block.kind === "scalar") return { name: block.name, kind: block.kind };
  if (block.kind === "enum") {
    const values = rows.map((row) => ({
      name: row.cells[0]?.text.replace("⚠️", "").trim() ?? "",
      deprecated: isDeprecated(row),
    }));
    return { name: block.name, kind: block.kind, values };
  }
  const fields: ReferenceField[] = [];
  for (const row of rows) {
    const [nameCell] = row.cells;
    const name = nameCell?.text.replace("⚠️", "").trim() ?? "";
    const where = `${file}:${row.line}`;
    const type = parseTypeCell(row.cells[1]?.text ?? "");
    if (!type) {
      problems.push(
        `${where} \`${block.name}.${name}\` has the type \`${row.cells[1]?.text ?? ""}\`, which is not a GraphQL type. Write it as SDL, for example \`[Name!]!\`.`,
      );
      continue;
    }
    if (nameCell?.alignRight) {
      const field = fields.at(-1);
      if (!field)
        problems.push(
          `${where} argument \`${name}\` of \`${block.name}\` comes before any field. Put it under its field.`,
        );
      field?.arguments.push({ name, type, deprecated: isDeprecated(row) });
    } else {
      fields.push({ name, type, deprecated: isDeprecated(row), arguments: [] });
    }
  }
  return { name: block.name, kind: block.kind, fields };
}

/** A row is deprecated when its name carries the warning sign or its description says DEPRECATED. */
function isDeprecated(row: TableRow): boolean {
  return (
    (row.cells[0]?.text.includes("⚠️") ?? false) || row.cells.slice(1).some((cell) => cell.text.includes("DEPRECATED"))
  );
}

function findUndocumentedTypes(types: ReferenceType[]): string[] {
  const listed = new Set(types.map((type) => type.name));
  const referenced = types.flatMap((type) =>
    (type.fields ?? []).flatMap((field) => [field.type, ...field.arguments.map((argument) => argument.type)]),
  );
  return [...new Set(referenced.map(namedTypeOf))].filter((name) => !listed.has(name)).sort();
}
