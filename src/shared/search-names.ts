/**
 * The schema's names and the site's words for search: the build writes them (src/build/publish/search-names.ts) and
 * the search dialog fetches them when a query looks like a type or field name (src/features/search/schema-names.ts)
 * or no page has its word (src/features/search/correct-spelling.ts).
 * Runtime-neutral: no Node and no DOM.
 */

/** Where the build publishes the names file. */
export const SEARCH_NAMES_URL = "/pagefind/schema-names.json";

/** What a named type is; the reference page's label (src/build/generated-pages/schema-reference/type-kind.ts). */
export type SchemaTypeKind = "object" | "interface" | "union" | "enum" | "input" | "scalar";

/** One named type that has a reference page. */
export interface SchemaTypeNames {
  kind: SchemaTypeKind;
  /** Its fields or input fields, each with the names of its arguments (an empty list when it has none). */
  fields?: Record<string, string[]>;
  /** An enum's values. */
  values?: string[];
}

/** The names file: every named type with a reference page, by name, and the words misspellings are corrected to. */
export interface SearchNames {
  types: Record<string, SchemaTypeNames>;
  /** The lower-cased words of the written pages' titles and keywords. */
  words?: string[];
}

const KINDS = new Set<string>(["object", "interface", "union", "enum", "input", "scalar"]);

/** Reads a names file, refusing anything that is not one (a stale or foreign file must not break search). */
export function parseSearchNames(json: unknown): SearchNames {
  const types = (json as Partial<SearchNames> | null)?.types;
  if (typeof types !== "object" || types === null) {
    throw new Error(`${SEARCH_NAMES_URL} should be { "types": { "<TypeName>": { "kind": ... } } }.`);
  }
  for (const [name, entry] of Object.entries(types)) {
    if (!KINDS.has((entry as Partial<SchemaTypeNames> | null)?.kind ?? "")) {
      throw new Error(`${SEARCH_NAMES_URL}: type ${name} has no known "kind".`);
    }
  }
  const words = (json as Partial<SearchNames>).words;
  if (words !== undefined && !(Array.isArray(words) && words.every((word) => typeof word === "string"))) {
    throw new Error(`${SEARCH_NAMES_URL}: "words" should be a list of strings.`);
  }
  return { types, words: words ?? [] };
}
