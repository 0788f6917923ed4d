import type { SchemaDifference } from "./compare-models.ts";

/** Writes the differences as one line each, grouped under the type they belong to. */
export function formatDifferences(
  differences: readonly SchemaDifference[],
  schemaLabel: string,
  referenceLabel: string,
): string {
  if (differences.length === 0) return `${schemaLabel} matches ${referenceLabel}: no differences.`;
  const byType = new Map<string, string[]>();
  for (const difference of differences) {
    const typeName = difference.path.split(/[.(]/)[0] ?? difference.path;
    const lines = byType.get(typeName) ?? [];
    lines.push(`  - ${describeDifference(difference)}`);
    byType.set(typeName, lines);
  }
  const groups = [...byType].map(([typeName, lines]) => `${typeName}\n${lines.join("\n")}`);
  const count = `${differences.length} difference${differences.length === 1 ? "" : "s"}`;
  return `${schemaLabel} differs from ${referenceLabel} (${count}):\n\n${groups.join("\n")}\n\nFix ${schemaLabel} so it has what the reference has and nothing else.`;
}

function describeDifference({ path, problem, expected, actual }: SchemaDifference): string {
  switch (problem) {
    case "missing":
      return `missing \`${path}\`${expected ? ` (reference: \`${expected}\`)` : ""}`;
    case "extra":
      return `extra \`${path}\`${actual ? ` (schema: \`${actual}\`)` : ""}: the reference does not have it`;
    case "kind":
      return `\`${path}\` is of kind \`${actual ?? "?"}\` in the schema but \`${expected ?? "?"}\` in the reference`;
    case "type":
      return `\`${path}\` has the type \`${actual ?? "?"}\`; the reference says \`${expected ?? "?"}\``;
    case "deprecation":
      return `\`${path}\` is ${actual ?? "?"} in the schema but ${expected ?? "?"} in the reference`;
  }
}
