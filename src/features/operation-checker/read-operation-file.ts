import { parse } from "graphql";

/** The text of a chosen or dropped file, or why it cannot be checked. */
export type FileReading = { ok: true; text: string } | { ok: false; message: string };

const GRAPHQL_EXTENSIONS = /\.(graphql|graphqls|gql)$/i;
/** Larger than any operations file; a bigger file is something else. */
const MAX_BYTES = 1_000_000;

/**
 * Decides whether a file holds GraphQL the checker can read. A `.graphql` or `.gql` file is taken as it is (a syntax
 * error in it is reported like one in pasted text); a file of another name is taken only if it is text that parses
 * as GraphQL, so an operation saved as `.txt` works and a photo or a JSON file is refused, by name.
 */
export function readOperationFile(name: string, size: number, text: string): FileReading {
  if (size > MAX_BYTES) {
    return { ok: false, message: `\`${name}\` is ${formatSize(size)}: too large for a file of GraphQL operations.` };
  }
  // U+0000 and the replacement character are what binary data (an image, an archive) turns into when read as text.
  const binary = text.includes("\u0000") || (text.match(/\uFFFD/g)?.length ?? 0) > 2;
  if (binary) {
    return { ok: false, message: `\`${name}\` is not a GraphQL file: it is not text. Choose a .graphql or .gql file.` };
  }
  if (text.trim() === "") return { ok: false, message: `\`${name}\` is empty: there is nothing to check.` };
  if (GRAPHQL_EXTENSIONS.test(name)) return { ok: true, text };
  try {
    parse(text);
    return { ok: true, text };
  } catch {
    return {
      ok: false,
      message: `\`${name}\` is not a GraphQL file: it neither ends in .graphql or .gql nor parses as GraphQL.`,
    };
  }
}

function formatSize(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
