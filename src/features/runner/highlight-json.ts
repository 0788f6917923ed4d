/** The kinds of JSON text the response view colours; `plain` is whitespace and anything unexpected. */
export type JsonTokenKind = "key" | "string" | "number" | "literal" | "punctuation" | "plain";

/** A run of JSON text of one kind. */
export interface JsonToken {
  kind: JsonTokenKind;
  text: string;
}

const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const TOKEN = new RegExp(
  [
    `(${STRING})(?=\\s*:)`,
    `(${STRING})`,
    String.raw`(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)`,
    String.raw`(true|false|null)\b`,
    String.raw`([{}[\],:])`,
    String.raw`(\s+|[\s\S])`,
  ].join("|"),
  "gy",
);
const KINDS: JsonTokenKind[] = ["key", "string", "number", "literal", "punctuation", "plain"];

/** Splits JSON text into coloured runs; joining the runs' text gives back the input exactly. */
export function tokenizeJson(text: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const kind = KINDS[match.slice(1).findIndex((group) => group !== undefined)] ?? "plain";
    const previous = tokens.at(-1);
    if (previous?.kind === kind && (kind === "plain" || kind === "punctuation")) previous.text += match[0];
    else tokens.push({ kind, text: match[0] });
  }
  return tokens;
}
