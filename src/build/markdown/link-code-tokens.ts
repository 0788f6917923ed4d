/** A stretch of one line of code that links somewhere: 1-based line and column, length in characters. */
export interface CodeLink {
  line: number;
  column: number;
  length: number;
  href: string;
}

/** A link inside one token: where it starts in the token's text. */
export interface TokenLink {
  start: number;
  length: number;
  href: string;
}

/** The links of a block by line, for `linksInToken`. */
export function linksByLine(links: CodeLink[]): Map<number, CodeLink[]> {
  const byLine = new Map<number, CodeLink[]>();
  for (const link of links) byLine.set(link.line, [...(byLine.get(link.line) ?? []), link]);
  return byLine;
}

/**
 * The links of a line that lie wholly inside the token that starts at `offset` (0-based, in characters) and holds
 * `length` characters, in order, without overlaps: a linked name is wrapped inside its coloured token, so the token
 * keeps its colour and the code's text stays the same. A link that straddles tokens is skipped.
 */
export function linksInToken(lineLinks: CodeLink[], offset: number, length: number): TokenLink[] {
  const inside = lineLinks
    .map((link) => ({ start: link.column - 1 - offset, length: link.length, href: link.href }))
    .filter((link) => link.start >= 0 && link.start + link.length <= length)
    .sort((a, b) => a.start - b.start);
  let at = 0;
  return inside.filter((link) => {
    if (link.start < at) return false;
    at = link.start + link.length;
    return true;
  });
}
