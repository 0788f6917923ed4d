import { parseType, print } from "graphql";

/** Reads the text of a reference type cell (`[<a>Place</a>!]!` without its tags) as an SDL type string. */
export function parseTypeCell(text: string): string | undefined {
  try {
    return print(parseType(text));
  } catch {
    return undefined;
  }
}

/** The named type inside an SDL type string: `Place` for `[Place!]!`. */
export function namedTypeOf(type: string): string {
  return type.replace(/[[\]!\s]/g, "");
}
