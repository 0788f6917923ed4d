import { describe, expect, it } from "vitest";
import { checkCodeBlock, isCheckedLanguage } from "#build/code-check/check-code-block.ts";
import { readCodeMeta } from "#build/markdown/read-code-meta.ts";

const block = (lang: string, code: string, meta = "") =>
  checkCodeBlock({ lang, code, flags: readCodeMeta(meta).flags });

describe("checkCodeBlock", () => {
  it("passes a valid example of every checked language", () => {
    expect(block("graphql", 'query GetTitle {\n  itinerary(id: "itinerary/ABC123") {\n    title\n  }\n}')).toEqual([]);
    expect(block("json", '{\n  "id": "itinerary/ABC123",\n  "first": 10\n}')).toEqual([]);
    expect(block("geojson", '{ "type": "Point", "coordinates": [144.96, -37.81] }')).toEqual([]);
    expect(
      block("js", 'const response = await fetch(url, { method: "POST" });\nconst { data } = await response.json();'),
    ).toEqual([]);
    expect(block("jsx", "export function Title({ text }) {\n  return <h1>{text}</h1>;\n}")).toEqual([]);
    expect(block("ts", "const first: number = 10;\nexport type Id = `itinerary/${string}`;")).toEqual([]);
    expect(block("tsx", "export const Title = ({ text }: { text: string }) => <h1>{text}</h1>;")).toEqual([]);
    expect(block("html", '<div id="map"></div>\n<script src="https://example.com/embed.js" async></script>')).toEqual(
      [],
    );
  });

  it("locates broken JSON and says how to fix it", () => {
    expect(block("json", '{\n  "id": "itinerary/ABC123"\n  "first": 10\n}')).toMatchInlineSnapshot(`
      [
        {
          "line": 2,
          "message": "JSON syntax error at column 27: Expected \`,\` or \`}\` after a property, found \`"\` next. Add the missing comma or bracket.",
        },
      ]
    `);
  });

  it("reports broken JavaScript with the TypeScript parser", () => {
    expect(block("javascript", "const query = `{ itinerary }`;\nfetch(url, { body: JSON.stringify({ query }) );"))
      .toMatchInlineSnapshot(`
      [
        {
          "line": 2,
          "message": "JavaScript syntax error at column 46: \`,\` expected. Fix the syntax, or mark the block \`partial\` if it is a deliberate excerpt.",
        },
      ]
    `);
  });

  it("reports type annotations in a JavaScript block", () => {
    expect(block("js", "const first: number = 10;")).toMatchInlineSnapshot(`
      [
        {
          "line": 1,
          "message": "JavaScript syntax error at column 14: Type annotations can only be used in TypeScript files. Fix the syntax, or mark the block \`partial\` if it is a deliberate excerpt.",
        },
      ]
    `);
  });

  it("keeps TypeScript's verdict where Oxc's stricter check objects: a name declared twice is not a syntax error", () => {
    expect(block("ts", "let first = 1;\nlet first = 2;")).toEqual([]);
  });

  it("reports broken TSX", () => {
    expect(block("tsx", "export const List = () => (\n  <ul>\n    <li>{name</li>\n  </ul>\n);")).toMatchInlineSnapshot(`
      [
        {
          "line": 3,
          "message": "TSX syntax error at column 14: \`}\` expected. Fix the syntax, or mark the block \`partial\` if it is a deliberate excerpt.",
        },
      ]
    `);
  });

  it("reports malformed HTML: a misnested tag and an unclosed element", () => {
    expect(block("html", '<p><strong>Open <em>daily</strong></em></p>\n<div class="card">\n  <h2>Title</h2>'))
      .toMatchInlineSnapshot(`
      [
        {
          "line": 1,
          "message": "\`<em>\` opened at column 17 is still open when \`</strong>\` closes \`<strong>\` (line 1). Close \`</em>\` first: inner elements close before outer ones.",
        },
        {
          "line": 2,
          "message": "\`<div>\` opened at column 1 is never closed. Add \`</div>\`; only void elements such as \`<br>\` and \`<img>\` go without a closing tag.",
        },
      ]
    `);
  });

  it("reports the GraphQL problems of an operation", () => {
    expect(block("gql", 'query T {\n  itinerary(id: "x") {\n    titel\n  }\n}')).toHaveLength(1);
  });

  it("checks the variables block paired with a GraphQL block", () => {
    const problems = checkCodeBlock({
      lang: "graphql",
      code: "query GetTitle($id: ID!) {\n  itinerary(id: $id) {\n    title\n  }\n}",
      flags: { partial: false },
      variables: { code: "{}", line: 8 },
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      'Variable `$id` of required type `ID!` was not provided. Add `"id"` to the variables block.',
    ]);
  });

  it("skips blocks marked partial, except that partial GraphQL must still parse", () => {
    expect(block("json", '{ "id": ... }', "partial")).toEqual([]);
    expect(block("tsx", "<Itinerary id={id} ... />", 'title="Props" partial')).toEqual([]);
    expect(block("html", "<div>", "partial")).toEqual([]);
    expect(block("graphql", "itinerary(id: $id) { titel }", "partial")).toEqual([]);
    expect(block("graphql", "query {", "partial")).toHaveLength(1);
  });

  it("does not mistake the word partial inside a quoted title for the flag", () => {
    expect(block("json", "{ broken", 'title="A partial update"')).toHaveLength(1);
  });

  it("passes languages it does not check", () => {
    expect(block("bash", "curl -X POST {{api.endpoint}} -d '{'")).toEqual([]);
    expect(block("css", ".card { color: ")).toEqual([]);
    expect(block("yaml", "a: [")).toEqual([]);
    expect(block("", "anything")).toEqual([]);
  });
});

describe("isCheckedLanguage", () => {
  it("is true for the checked languages and their aliases, whatever their case", () => {
    const checked = [
      "graphql",
      "gql",
      "json",
      "geojson",
      "js",
      "javascript",
      "mjs",
      "jsx",
      "ts",
      "typescript",
      "tsx",
      "html",
      "JSON",
    ];
    expect(checked.filter((lang) => !isCheckedLanguage(lang))).toEqual([]);
  });

  it("is false for languages that always pass", () => {
    expect(["bash", "sh", "text", "css", "yaml", "jsonc", ""].filter(isCheckedLanguage)).toEqual([]);
  });
});
