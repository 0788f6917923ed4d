/**
 * A line that may be a table's delimiter row, inside block quotes or list items: nothing but `|`, `:`, `-`, spaces
 * and tabs after the containers' `>` and indentation, with at least one `-`. Looser than the syntax (it lets the table
 * syntax decide), never stricter.
 */
const MAY_BE_DELIMITER_ROW = /^[ \t>]*[|:\- \t]*-[|:\- \t]*$/;

/** A line ending as micromark reads one. */
const LINE_ENDING = /\r\n|\r|\n/;

/**
 * The (1-based) lines of `markdown` followed by a line that may be a table's delimiter row: the only lines on which a
 * table can start.
 */
export function linesBeforeDelimiterRows(markdown: string): Set<number> {
  return linesBeforeDelimiterRowsOf(markdown.split(LINE_ENDING));
}

/** As `linesBeforeDelimiterRows`, for a document already split into its lines. */
export function linesBeforeDelimiterRowsOf(lines: readonly string[]): Set<number> {
  const found = new Set<number>();
  // Line `index + 1` (1-based) is this line; the line before it is line `index`.
  lines.forEach((line, index) => {
    if (index > 0 && MAY_BE_DELIMITER_ROW.test(line)) found.add(index);
  });
  return found;
}
