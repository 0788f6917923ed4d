import type { SchemaSourceMap } from "./schema-source-map.ts";

const ANY_SCHEMA_FILE = "schema/*.graphql";

/**
 * Rewrites graphql-js quoting (`"name"`) as backticks. Quoted values keep their quotes inside
 * the backticks so a string is still recognisable as a string.
 */
export function toBackticks(message: string): string {
  return message.replace(
    /(found |invalid value |value: )?"((?:[^"\\]|\\.)*)"/g,
    (_, valuePrefix: string | undefined, inner: string) =>
      valuePrefix ? `${valuePrefix}\`"${inner}"\`` : `\`${inner}\``,
  );
}

/** A parser message with its tokens in backticks; a found token such as `}` is not a value, so it loses its quotes. */
export function describeSyntaxError(message: string): string {
  return message.replace(/^Syntax Error: /, "").replace(/"([^"]*)"/g, "`$1`");
}

/** Joins a message and its fix, making sure the message ends with punctuation. */
export function withHint(message: string, hint: string): string {
  const sentence = /[.?!]$/.test(message) ? message : `${message}.`;
  return `${sentence} ${hint}`;
}

type Hint = (match: RegExpExecArray, sources: SchemaSourceMap) => string;

/** Fixes for the validation messages authors meet most, keyed by graphql-js's wording. */
const HINTS: ReadonlyArray<readonly [RegExp, Hint]> = [
  [/^Cannot query field "\w+" on type "(\w+)"\.(?: Did you mean "(\w+)")?/, (m, s) => rootAwareHint(m[1]!, m[2], s)],
  [
    /^Unknown argument "\w+" on field "(\w+)\.(\w+)"/,
    (m, s) => `Check the arguments of \`${m[1]}.${m[2]}\` in ${fileOf(s, m[1]!, m[2])}.`,
  ],
  [
    /^Field "(\w+)" argument "(\w+)" of type ".+" is required/,
    (m) => `Add \`${m[2]}\` to the arguments of \`${m[1]}\`.`,
  ],
  [/^Field "(\w+)\.(\w+)" of required type ".+" was not provided/, (m) => `Add \`${m[2]}\` to the \`${m[1]}\` object.`],
  [/^Field "\w+" is not defined by type "(\w+)"/, (m, s) => `Check the fields of \`${m[1]}\` in ${fileOf(s, m[1]!)}.`],
  [/^Value ".*" does not exist in "(\w+)" enum/, (m, s) => `Use a value of \`${m[1]}\` from ${fileOf(s, m[1]!)}.`],
  [/^Enum "(\w+)" cannot represent/, (m, s) => `Use a value of \`${m[1]}\` from ${fileOf(s, m[1]!)}.`],
  [/^Expected value of type "(.+?)", found/, (m) => `Give a value of type \`${m[1]}\`.`],
  [/^Unknown type "\w+"/, () => `Use a type defined in ${ANY_SCHEMA_FILE}.`],
  [/^Variable "\$(\w+)" is never used/, (m) => `Use \`$${m[1]}\` in the operation or remove its declaration.`],
  [
    /^Variable "\$(\w+)" is not defined/,
    (m) => `Declare \`$${m[1]}\` in the operation's variable list, for example \`($${m[1]}: ID!)\`.`,
  ],
  [
    /^Variable "\$(\w+)" of type ".+" used in position expecting type "(.+)"/,
    (m) => `Declare \`$${m[1]}\` as \`${m[2]}\`.`,
  ],
  [/must have a selection of subfields/, () => "Select at least one field inside `{ }`."],
  [/must not have a selection since type/, () => "Remove the `{ ... }` after the field."],
  [
    /^Fragment cannot be spread here as objects of type "(\w+)"/,
    (m, s) => `Check which types \`${m[1]}\` can be in ${fileOf(s, m[1]!)}.`,
  ],
  [
    /^Unknown fragment "(\w+)"/,
    (m) => `Define \`fragment ${m[1]} on ...\` in the same block, or mark the block \`partial\`.`,
  ],
  [/^Fragment "\w+" is never used/, () => "Spread the fragment in an operation, or mark the block `partial`."],
  [/definition is not executable/, () => "Put schema excerpts in their own block, or mark the block `partial`."],
  [/anonymous operation must be the only defined operation/, () => "Name every operation, or split the block."],
];

/** A validation message in the site's style: backticked names plus how to fix it. */
export function describeGraphqlError(message: string, sources: SchemaSourceMap): string {
  for (const [pattern, hint] of HINTS) {
    const match = pattern.exec(message);
    if (match) return withHint(toBackticks(message), hint(match, sources));
  }
  return withHint(toBackticks(message), `Fix the operation so it matches the schema in ${ANY_SCHEMA_FILE}.`);
}

function fileOf(sources: SchemaSourceMap, typeName: string, fieldName?: string): string {
  return sources.fileOf(typeName, fieldName) ?? ANY_SCHEMA_FILE;
}

/** Root fields are spread over several files, so point at the suggested field's file when there is one. */
function rootAwareHint(typeName: string, suggestion: string | undefined, sources: SchemaSourceMap): string {
  const isRoot = typeName === "Query" || typeName === "Mutation";
  if (isRoot && !suggestion)
    return `See the \`extend type ${typeName}\` blocks in ${ANY_SCHEMA_FILE} for the available fields.`;
  return `Check the field against ${fileOf(sources, typeName, suggestion)}.`;
}
