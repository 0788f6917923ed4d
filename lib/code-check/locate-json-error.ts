/** The first syntax error of a JSON text: its offset and what is wrong, with the fix. */
export interface JsonSyntaxError {
  offset: number;
  message: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const LITERALS = ["true", "false", "null"];

/**
 * Scans strict JSON (RFC 8259: no comments, no trailing commas, double quotes only) and
 * describes the first error. `JSON.parse` stays the judge; this only explains and locates,
 * because V8's messages often carry no position.
 */
export function locateJsonError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const peek = () => text[i];
  const shown = (at = i) => (at >= text.length ? "the end of the block" : `\`${text[at]}\``);

  function skipSpace() {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
    if (text.startsWith("//", i) || text.startsWith("/*", i)) {
      throw new Stop(i, "JSON has no comments. Remove the comment or move the note into the text around the block.");
    }
  }

  function value(): void {
    skipSpace();
    const char = peek();
    if (char === "{") return object();
    if (char === "[") return array();
    if (char === '"') return string();
    if (char === "'") throw new Stop(i, "Strings need double quotes, found `'`. Replace the single quotes with `\"`.");
    if (char !== undefined && /[-0-9]/.test(char)) return number();
    const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(i))?.[0];
    if (word && LITERALS.includes(word)) {
      i += word.length;
      return;
    }
    if (word)
      throw new Stop(
        i,
        `Unexpected word \`${word}\`. Put text in double quotes; the only bare words are \`true\`, \`false\` and \`null\`.`,
      );
    if (char === undefined) throw new Stop(i, "The JSON ends where a value should be. Add the missing value.");
    throw new Stop(i, `Expected a value, found ${shown()}. Add the missing value or remove the extra character.`);
  }

  function object() {
    i++;
    skipSpace();
    if (peek() === "}") {
      i++;
      return;
    }
    for (;;) {
      skipSpace();
      propertyName();
      skipSpace();
      if (peek() !== ":") throw new Stop(i, `Expected \`:\` after the property name, found ${shown()}.`);
      i++;
      value();
      if (!listContinues("}", "a property")) return;
    }
  }

  function array() {
    i++;
    skipSpace();
    if (peek() === "]") {
      i++;
      return;
    }
    for (;;) {
      value();
      if (!listContinues("]", "an element")) return;
    }
  }

  /** After a member: true when a comma introduces another member, false at the closing bracket. */
  function listContinues(close: string, member: string): boolean {
    const afterMember = i;
    skipSpace();
    if (peek() === close) {
      i++;
      return false;
    }
    if (peek() !== ",") {
      const next = shown();
      throw new Stop(
        afterMember,
        `Expected \`,\` or \`${close}\` after ${member}, found ${next} next. Add the missing comma or bracket.`,
      );
    }
    const comma = i++;
    skipSpace();
    if (peek() === close)
      throw new Stop(comma, `Trailing comma before \`${close}\`. Remove the comma: JSON does not allow it.`);
    return true;
  }

  function propertyName() {
    if (peek() === '"') return string();
    if (peek() === "'")
      throw new Stop(i, "Property names need double quotes, found `'`. Replace the single quotes with `\"`.");
    const word = /^[A-Za-z_$][\w$-]*/.exec(text.slice(i))?.[0];
    if (word) throw new Stop(i, `Property names need double quotes. Write \`"${word}"\`.`);
    throw new Stop(i, `Expected a property name in double quotes, found ${shown()}.`);
  }

  function string() {
    const start = i++;
    for (;;) {
      const char = peek();
      if (char === undefined) throw new Stop(start, 'This string is never closed. Add the closing `"`.');
      if (char === '"') {
        i++;
        return;
      }
      if (char < " ") throw new Stop(i, "Strings cannot contain line breaks or tabs. Write `\\n` or `\\t` instead.");
      if (char === "\\") {
        const escape = /^\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/.exec(text.slice(i))?.[0];
        if (!escape)
          throw new Stop(i, `Invalid escape \`${text.slice(i, i + 2)}\` in a string. Use \`\\\\\` for a backslash.`);
        i += escape.length;
      } else i++;
    }
  }

  function number() {
    const literal = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i))?.[0];
    if (!literal)
      throw new Stop(i, `Invalid number starting with ${shown()}. Write numbers like \`-12.5\` or \`3e8\`.`);
    i += literal.length;
    if (/[\d.xXa-fA-F]/.test(peek() ?? "")) {
      throw new Stop(i, "Invalid number. JSON numbers have no leading zeros, hex digits or trailing dots.");
    }
  }

  try {
    value();
    skipSpace();
    if (i < text.length)
      throw new Stop(
        i,
        `Unexpected ${shown()} after the JSON value. A block holds one value; wrap several in \`[ ]\`.`,
      );
    return undefined;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, message: error.reason };
    throw error;
  }
}
