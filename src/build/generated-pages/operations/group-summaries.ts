/** Reads the folder table of `examples/operations/README.md`: `| \`itinerary/\` | what they do |` rows, by folder. */
export function readGroupSummaries(readme: string): Map<string, string> {
  const summaries = new Map<string, string>();
  for (const line of readme.split("\n")) {
    const match = /^\|\s*`([\w/-]+?)\/?`\s*\|\s*(.+?)\s*\|\s*$/.exec(line);
    if (match?.[1] && match[2]) summaries.set(match[1], match[2]);
  }
  return summaries;
}
