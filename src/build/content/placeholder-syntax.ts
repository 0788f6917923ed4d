/**
 * What counts as a placeholder, for the content pass that fills them and for the checks on everything the build
 * writes. Anything shaped like a template variable, `{{name}}` or `{{name.key}}` (spaces allowed inside the braces),
 * is a placeholder: it must name a key of the configuration (src/build/config/placeholders.ts). `{{` followed by
 * anything else, such as a JSX style object `style={{ width: 0 }}`, is not. An author who needs the braces literally
 * (a Vue or Handlebars example) writes `\{{item.name}}`: the backslash is removed and the text is left alone.
 */
const SHAPE_SOURCE = String.raw`\{\{\s*([A-Za-z_][\w-]*(?:\.[\w-]+)*)\s*\}\}`;

/** A placeholder, or an escaped one when the first group is the backslash. */
export function placeholderPattern(): RegExp {
  return new RegExp(String.raw`(\\?)${SHAPE_SOURCE}`, "g");
}

/** One placeholder-shaped text left in something the build made. */
export interface PlaceholderLeftover {
  /** 1-based line of `text`. */
  line: number;
  /** The whole `{{…}}` as written. */
  match: string;
  key: string;
}

/** Every `{{…}}` of `text` shaped like a placeholder, except the literals in `allowed` (escaped in the sources). */
export function findPlaceholderLeftovers(text: string, allowed: ReadonlySet<string> = new Set()): PlaceholderLeftover[] {
  if (!text.includes("{{")) return [];
  const leftovers: PlaceholderLeftover[] = [];
  for (const found of text.matchAll(new RegExp(SHAPE_SOURCE, "g"))) {
    if (allowed.has(found[0])) continue;
    leftovers.push({ line: lineAt(text, found.index), match: found[0], key: found[1] ?? "" });
  }
  return leftovers;
}

/** The literals a source escaped with `\{{`, as they appear once the backslash is gone. */
export function findEscapedPlaceholders(text: string): string[] {
  if (!text.includes("\\{{")) return [];
  return [...text.matchAll(placeholderPattern())].filter((found) => found[1] === "\\").map((found) => found[0].slice(1));
}

/** 1-based line of the character at `offset`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) line += 1;
  return line;
}
