import { closestMatch } from "#shared/closest-match.ts";
import { CODE_FLAGS, type CodeFlag } from "./code-block.ts";

/** A fence's meta, read: its flags, its title, and what in it is not understood. */
export interface CodeMeta {
  flags: Record<CodeFlag, boolean>;
  title?: string;
  /** One message per word the meta should not hold, saying how to fix it. */
  problems: string[];
}

// `name=value` (the value quoted or not), a `{...}` line range, or a bare word.
const TOKEN = /([A-Za-z][\w-]*)=("[^"]*"|'[^']*'|\S*)|\{[^}]*\}|\S+/g;

const KNOWN =
  'The meta may hold `title="..."`, line ranges such as `{1,3-4}` and the flags `partial`, `norun` and `variables`.';

/** Reads the meta of a fence such as ```` ```graphql title="Load" {3-4} partial ````. */
export function readCodeMeta(meta: string): CodeMeta {
  const flags: Record<CodeFlag, boolean> = { partial: false, norun: false, variables: false };
  const read: CodeMeta = { flags, problems: [] };
  for (const [token, name, value] of meta.matchAll(TOKEN)) {
    if (name === "title" && value !== undefined && /^"[^"]*"$/.test(value)) read.title ??= value.slice(1, -1);
    else if (name === "title") read.problems.push(`Write the title in double quotes: \`title="…"\`, not \`${token}\`.`);
    else if (name !== undefined) read.problems.push(`Unknown code-block attribute \`${name}\`. ${KNOWN}`);
    else if (isCodeFlag(token)) flags[token] = true;
    else if (!token.startsWith("{")) read.problems.push(unknownFlag(token));
  }
  return read;
}

function isCodeFlag(word: string): word is CodeFlag {
  return (CODE_FLAGS as readonly string[]).includes(word);
}

function unknownFlag(word: string): string {
  const guess = closestMatch(word, CODE_FLAGS);
  return `Unknown code-block flag \`${word}\`.${guess ? ` Did you mean \`${guess}\`?` : ""} ${KNOWN}`;
}
