/** Lays out rows as a plain-text table: columns padded to their widest cell, numbers aligned right. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const numeric = header.map(
    (_, column) =>
      rows.length > 0 &&
      rows.every((row) => typeof row[column] === "number" || /^[\d.,/ %×-]+$/.test(String(row[column]))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...cells.slice(1).map(line)].join("\n");
}
