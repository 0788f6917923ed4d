/** One block of a `_headers` file: a path pattern and the headers a host sends for the paths it matches. */
export interface HeadersRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/** Reads every block of a `_headers` file (Netlify and Cloudflare Pages syntax: a path line, then indented headers). */
export function parseHeadersRules(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) rules.push({ pattern: line.trim(), headers: [] });
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (header && rules.length > 0) rules.at(-1)?.headers.push([header[1] ?? "", header[2]?.trim() ?? ""]);
  }
  return rules;
}

/** True when `pattern` (an exact path, or a prefix ending in `/*`) covers `path`. */
export function patternMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith("/*")) return path.startsWith(pattern.slice(0, -1));
  return pattern === path || `${pattern}/` === path;
}

/** Every header the `_headers` rules promise for `path`, later rules winning for the same name. */
export function headersPromisedFor(rules: HeadersRule[], path: string): Map<string, string> {
  const promised = new Map<string, string>();
  for (const rule of rules)
    if (patternMatches(rule.pattern, path))
      for (const [name, value] of rule.headers) promised.set(name.toLowerCase(), value);
  return promised;
}
