import { describe, expect, it } from "vitest";
import { checkJson } from "#build/code-check/check-json.ts";
import { locateJsonError } from "#build/code-check/locate-json-error.ts";

describe("locateJsonError", () => {
  it("finds nothing wrong in valid JSON of every kind", () => {
    const valid = ['{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]}', "[]", '"text"', "0", " { } "];
    expect(valid.map(locateJsonError)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("agrees with JSON.parse on what is invalid", () => {
    const invalid = [
      '{"a": 1,}',
      "{'a': 1}",
      "{a: 1}",
      "// note\n{}",
      "[1 2]",
      '{"a": 01}',
      '"open',
      "{} {}",
      "",
      "[1,]",
      '{"a" 1}',
      "NaN",
      '{"a": undefined}',
    ];
    expect(invalid.filter((text) => locateJsonError(text) === undefined)).toEqual([]);
  });
});

describe("checkJson", () => {
  it("explains bad numbers, escapes and a missing colon where they are", () => {
    const messages = ['{"a": 01}', '{"a": "x\\q"}', '{"a" 1}', "[1.]", "'text'"].map((text) => checkJson(text)[0]);
    expect(messages).toMatchInlineSnapshot(`
      [
        {
          "line": 1,
          "message": "JSON syntax error at column 8: Invalid number. JSON numbers have no leading zeros, hex digits or trailing dots.",
        },
        {
          "line": 1,
          "message": "JSON syntax error at column 9: Invalid escape \`\\q\` in a string. Use \`\\\\\` for a backslash.",
        },
        {
          "line": 1,
          "message": "JSON syntax error at column 6: Expected \`:\` after the property name, found \`1\`.",
        },
        {
          "line": 1,
          "message": "JSON syntax error at column 2: Invalid number. JSON numbers have no leading zeros, hex digits or trailing dots.",
        },
        {
          "line": 1,
          "message": "JSON syntax error at column 1: Strings need double quotes, found \`'\`. Replace the single quotes with \`"\`.",
        },
      ]
    `);
  });

  it("explains each common JSON mistake with its line", () => {
    const messages = {
      trailingComma: checkJson('{\n  "a": 1,\n}'),
      singleQuotes: checkJson("{'a': 1}"),
      bareName: checkJson("{ first: 10 }"),
      comment: checkJson('{\n  // the itinerary\n  "id": "x"\n}'),
      missingComma: checkJson('[\n  "a"\n  "b"\n]'),
      unclosedString: checkJson('{ "a": "open }'),
      lineBreakInString: checkJson('{ "a": "one\ntwo" }'),
      twoValues: checkJson("{}\n{}"),
      empty: checkJson(""),
      badWord: checkJson('{ "a": undefined }'),
    };
    expect(messages).toMatchInlineSnapshot(`
      {
        "badWord": [
          {
            "line": 1,
            "message": "JSON syntax error at column 8: Unexpected word \`undefined\`. Put text in double quotes; the only bare words are \`true\`, \`false\` and \`null\`.",
          },
        ],
        "bareName": [
          {
            "line": 1,
            "message": "JSON syntax error at column 3: Property names need double quotes. Write \`"first"\`.",
          },
        ],
        "comment": [
          {
            "line": 2,
            "message": "JSON syntax error at column 3: JSON has no comments. Remove the comment or move the note into the text around the block.",
          },
        ],
        "empty": [
          {
            "line": 1,
            "message": "JSON syntax error at column 1: The JSON ends where a value should be. Add the missing value.",
          },
        ],
        "lineBreakInString": [
          {
            "line": 1,
            "message": "JSON syntax error at column 12: Strings cannot contain line breaks or tabs. Write \`\\n\` or \`\\t\` instead.",
          },
        ],
        "missingComma": [
          {
            "line": 2,
            "message": "JSON syntax error at column 6: Expected \`,\` or \`]\` after an element, found \`"\` next. Add the missing comma or bracket.",
          },
        ],
        "singleQuotes": [
          {
            "line": 1,
            "message": "JSON syntax error at column 2: Property names need double quotes, found \`'\`. Replace the single quotes with \`"\`.",
          },
        ],
        "trailingComma": [
          {
            "line": 2,
            "message": "JSON syntax error at column 9: Trailing comma before \`}\`. Remove the comma: JSON does not allow it.",
          },
        ],
        "twoValues": [
          {
            "line": 2,
            "message": "JSON syntax error at column 1: Unexpected \`{\` after the JSON value. A block holds one value; wrap several in \`[ ]\`.",
          },
        ],
        "unclosedString": [
          {
            "line": 1,
            "message": "JSON syntax error at column 8: This string is never closed. Add the closing \`"\`.",
          },
        ],
      }
    `);
  });
});
