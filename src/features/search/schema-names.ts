import type { SchemaTypeKind, SearchNames } from "#shared/search-names.ts";

/** What a name entry is, as the result shows it. */
export type NameKind = "type" | "field" | "argument" | "value";

/** A type, field, argument or enum value whose reference entry answers the query. */
export interface NameMatch {
  kind: NameKind;
  /** The type whose reference page holds the entry. */
  typeName: string;
  /** The type's kind (object, input, enum...). */
  typeKind: SchemaTypeKind;
  /** The field, argument's field or enum value: `title`, `url(bestFit)`, `DRAFT`; undefined for a type. */
  member?: string;
  /** The reference page (`/docs/graphql/schema/MediaImage`), which also identifies the result. */
  path: string;
  /** The entry on it: the page, or its `#field-...` / `#value-...` anchor. */
  href: string;
}

/** The most name entries shown before the guides: one per reference page. */
export const MAX_NAME_MATCHES = 3;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const QUALIFIED = /^([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * Whether a query looks like a schema name: one identifier with a capital letter (`Itinerary`, `bestFit`) or
 * `Type.field`. Plain lower-case words (`itinerary`, `title`) are left to the guides; they are also what readers type
 * most, so the names file is only fetched for the others.
 */
export function looksLikeSchemaName(query: string): boolean {
  const term = query.trim();
  return QUALIFIED.test(term) || (IDENTIFIER.test(term) && /[A-Z]/.test(term));
}

function typePath(typeName: string): string {
  return `/docs/graphql/schema/${typeName}`;
}

function memberMatches(names: SearchNames, typeName: string, wanted: string): NameMatch[] {
  const type = names.types[typeName];
  if (!type) return [];
  const path = typePath(typeName);
  const base = { typeName, typeKind: type.kind, path };
  const matches: NameMatch[] = [];
  for (const [field, args] of Object.entries(type.fields ?? {})) {
    if (field === wanted) matches.push({ ...base, kind: "field", member: field, href: `${path}#field-${field}` });
    else if (args.includes(wanted)) {
      matches.push({ ...base, kind: "argument", member: `${field}(${wanted})`, href: `${path}#field-${field}` });
    }
  }
  for (const value of type.values ?? []) {
    if (value === wanted) matches.push({ ...base, kind: "value", member: value, href: `${path}#value-${value}` });
  }
  return matches;
}

/**
 * The reference entries a query names, best first and one per page: `Type.field` finds that field; a type name
 * finds the type; a field, argument or enum value name finds each type that has one. Names match with their exact
 * capitals first, then regardless of case, as GraphQL names are case-sensitive but readers' typing is not.
 */
export function findSchemaNames(names: SearchNames, query: string): NameMatch[] {
  const term = query.trim();
  if (!looksLikeSchemaName(term)) return [];
  const qualified = QUALIFIED.exec(term);
  const typeNames = Object.keys(names.types);
  const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const byCase = (wanted: string) => [
    ...typeNames.filter((name) => name === wanted),
    ...typeNames.filter((name) => name !== wanted && sameName(name, wanted)),
  ];
  let matches: NameMatch[];
  if (qualified) {
    const [, typeName = "", member = ""] = qualified;
    matches = byCase(typeName).flatMap((name) => {
      const type = names.types[name];
      const fields = Object.keys(type?.fields ?? {});
      const exact = fields.find((field) => field === member) ?? fields.find((field) => sameName(field, member));
      const value = type?.values?.find((entry) => sameName(entry, member));
      return memberMatches(names, name, exact ?? value ?? member).filter((match) => match.kind !== "argument");
    });
  } else {
    const types = byCase(term).map((name): NameMatch => {
      const type = names.types[name];
      return {
        kind: "type",
        typeName: name,
        typeKind: type?.kind ?? "object",
        path: typePath(name),
        href: typePath(name),
      };
    });
    const members = typeNames.flatMap((name) => memberMatches(names, name, term));
    matches = [...types, ...members];
  }
  const seen = new Set<string>();
  return matches
    .filter((match) => {
      if (seen.has(match.path)) return false;
      seen.add(match.path);
      return true;
    })
    .slice(0, MAX_NAME_MATCHES);
}
