import { getLocation, parse, printParseErrorCode, type ParseError } from "jsonc-parser";

/** The first syntax error of a JSON text: its offset and what is wrong, with the fix. */
export interface JsonSyntaxError {
  offset: number;
  message: string;
}

/**
 * Parses strict JSON (RFC 8259: no comments, no trailing commas, double quotes only) with jsonc-parser, which reports
 * where each error is, and describes the first error in words an author can act on. `JSON.parse` stays the judge;
 * this only explains and locates, because V8's messages often carry no position.
 */
export function locateJsonError(text: string): JsonSyntaxError | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first, second] = errors;
  return first ? describeError(text, first, second) : undefined;
}

const NUMBER_TEXT = /^[\d.xXa-fA-F]/;
const STRING_WITH_BREAK = "Strings cannot contain line breaks or tabs. Write `\\n` or `\\t` instead.";

/** A character JSON strings may not hold as is (U+0000 to U+001F). */
function isControl(char: string): boolean {
  return char !== "" && char < " ";
}

function describeError(text: string, error: ParseError, next: ParseError | undefined): JsonSyntaxError {
  const { offset } = error;
  const code = printParseErrorCode(error.error);
  const token = text.slice(offset, offset + error.length);
  const shown = (at: number) => (at >= text.length ? "the end of the block" : `\`${text[at]}\``);
  const at = (where: number, message: string) => ({ offset: where, message });
  const before = previousNonSpace(text, offset);

  // A number followed directly by more digits or letters: `01`, `0x10`, `1.`.
  if (code === "UnexpectedEndOfNumber" || (/[\d.]/.test(text[offset - 1] ?? "") && NUMBER_TEXT.test(token))) {
    return at(offset, "Invalid number. JSON numbers have no leading zeros, hex digits or trailing dots.");
  }
  // A closing bracket where a property or value should be, right after a comma.
  if (/^[}\]]/.test(token) && text[before] === ",") {
    return at(before, `Trailing comma before \`${token[0]}\`. Remove the comma: JSON does not allow it.`);
  }
  switch (code) {
    case "InvalidCommentToken":
    case "UnexpectedEndOfComment":
      return at(offset, "JSON has no comments. Remove the comment or move the note into the text around the block.");
    case "InvalidSymbol": {
      const isName = next !== undefined && printParseErrorCode(next.error) === "PropertyNameExpected";
      if (token.startsWith("'"))
        return at(
          offset,
          `${isName ? "Property names" : "Strings"} need double quotes, found \`'\`. Replace the single quotes with \`"\`.`,
        );
      if (isName) return at(offset, `Property names need double quotes. Write \`"${token}"\`.`);
      if (/^[A-Za-z_$]/.test(token))
        return at(
          offset,
          `Unexpected word \`${token}\`. Put text in double quotes; the only bare words are \`true\`, \`false\` and \`null\`.`,
        );
      return at(
        offset,
        `Expected a value, found ${shown(offset)}. Add the missing value or remove the extra character.`,
      );
    }
    case "UnexpectedEndOfString":
    case "InvalidCharacter": {
      // jsonc-parser ends the string at a line break or tab; JSON allows neither inside a string.
      const controlAt = [...token].findIndex(isControl);
      if (controlAt >= 0) return at(offset + controlAt, STRING_WITH_BREAK);
      if (isControl(text[offset + error.length] ?? "")) return at(offset + error.length, STRING_WITH_BREAK);
      return at(offset, 'This string is never closed. Add the closing `"`.');
    }
    case "InvalidEscapeCharacter":
    case "InvalidUnicode": {
      const escape = /\\(?!["\\/bfnrt]|u[0-9a-fA-F]{4})/.exec(token);
      const where = offset + (escape?.index ?? 0);
      return at(where, `Invalid escape \`${text.slice(where, where + 2)}\` in a string. Use \`\\\\\` for a backslash.`);
    }
    case "PropertyNameExpected":
      return at(offset, `Expected a property name in double quotes, found ${shown(offset)}.`);
    case "ColonExpected":
      return at(offset, `Expected \`:\` after the property name, found ${shown(offset)}.`);
    case "CommaExpected":
    case "CloseBraceExpected":
    case "CloseBracketExpected": {
      // Point just after the member that should have been followed by a comma or the closing bracket.
      const inArray = typeof getLocation(text, before).path.at(-1) === "number";
      const [close, member] = inArray ? ["]", "an element"] : ["}", "a property"];
      return at(
        before + 1,
        `Expected \`,\` or \`${close}\` after ${member}, found ${shown(offset)} next. Add the missing comma or bracket.`,
      );
    }
    case "EndOfFileExpected":
      return at(
        offset,
        `Unexpected ${shown(offset)} after the JSON value. A block holds one value; wrap several in \`[ ]\`.`,
      );
    default:
      if (offset >= text.length) return at(offset, "The JSON ends where a value should be. Add the missing value.");
      return at(
        offset,
        `Expected a value, found ${shown(offset)}. Add the missing value or remove the extra character.`,
      );
  }
}

/** The offset of the last character before `offset` that is not white space (-1 when there is none). */
function previousNonSpace(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && " \t\n\r".includes(text[i]!)) i--;
  return i;
}
