/** The level of each line's Markdown heading (1-6), undefined for other lines and for lines inside code fences. */
function headingLevels(lines: string[]): (number | undefined)[] {
  let fenced = false;
  return lines.map((line) => {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    return fenced ? undefined : /^(#{1,6}) /.exec(line)?.[1]?.length;
  });
}

/**
 * The entry of one member (`Itinerary.title`, `TravelMode.CAR`) in its type's reference page Markdown: from its
 * heading to the next heading of the same or a higher level. Undefined when the page has no such heading.
 */
export function extractMemberEntry(markdown: string, typeName: string, member: string): string | undefined {
  const lines = markdown.split("\n");
  const levels = headingLevels(lines);
  const heading = new RegExp(`^#{2,6} \`${typeName}\\.${member}\`(\\s|$)`);
  const start = lines.findIndex((line, index) => levels[index] !== undefined && heading.test(line));
  if (start === -1) return undefined;
  const level = levels[start] ?? 6;
  const end = levels.findIndex((other, index) => index > start && other !== undefined && other <= level);
  return lines
    .slice(start, end === -1 ? undefined : end)
    .join("\n")
    .trim();
}
