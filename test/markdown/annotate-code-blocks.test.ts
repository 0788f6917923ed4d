import type { Code, Root } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { annotateCodeBlocks } from "#build/markdown/annotate-code-blocks.ts";
import { readCodeMeta } from "#build/markdown/read-code-meta.ts";

function annotate(markdown: string, linkCode?: Parameters<typeof annotateCodeBlocks>[2]) {
  const tree: Root = unified().use(remarkParse).parse(markdown);
  const file = new VFile(markdown);
  const blocks = annotateCodeBlocks(tree, file, linkCode);
  const messages = file.messages.map((message) => `${message.line}: ${message.reason}`);
  return { tree, blocks, messages };
}

const OPERATION = "query Q($id: ID!) {\n  itinerary(id: $id) { title }\n}";

describe("annotateCodeBlocks: one model per fence", () => {
  it("reads a fence's language, meta, code, line, title and flags", () => {
    const { blocks } = annotate(`Intro.\n\n\`\`\`ts title="Client" {2} partial\nconst a = 1;\n\`\`\`\n`);
    expect(blocks).toEqual([
      {
        lang: "ts",
        meta: 'title="Client" {2} partial',
        code: "const a = 1;",
        line: 3,
        flags: { partial: true, norun: false, variables: false },
        title: "Client",
        runnable: false,
        variablesOfRunnable: false,
        links: [],
      },
    ]);
  });

  it("calls a fence without a language `text`", () => {
    expect(annotate("```\nplain\n```\n").blocks[0]?.lang).toBe("text");
  });

  it("numbers the graphql blocks of a page, and only those, in document order", () => {
    const { blocks } = annotate("```graphql\n{ a }\n```\n\n```json\n{}\n```\n\n- item\n\n  ```gql\n  { b }\n  ```\n");
    expect(blocks.map((block) => block.anchor)).toEqual(["graphql-example-1", undefined, "graphql-example-2"]);
  });

  it("makes a graphql block runnable unless it is partial or norun", () => {
    const { blocks } = annotate(
      "```graphql\n{ a }\n```\n\n```graphql partial\n{ a }\n```\n\n```gql norun\n{ a }\n```\n",
    );
    expect(blocks.map((block) => block.runnable)).toEqual([true, false, false]);
  });

  it("pairs a graphql block with the `json variables` block right after it, with that block's line", () => {
    const { blocks } = annotate(
      `\`\`\`graphql\n${OPERATION}\n\`\`\`\n\n\`\`\`json variables title="Input"\n{ "id": "x" }\n\`\`\`\n`,
    );
    expect(blocks[0]?.variables).toEqual({ code: '{ "id": "x" }', line: 7 });
    expect(blocks[1]).toMatchObject({ title: "Input", variablesOfRunnable: true });
  });

  it("pairs by the `variables` flag only: not a JSON block titled Variables, nor after prose", () => {
    const titled = annotate(`\`\`\`graphql\n${OPERATION}\n\`\`\`\n\n\`\`\`json title="Variables"\n{}\n\`\`\`\n`);
    expect(titled.blocks[0]?.variables).toBeUndefined();
    const apart = annotate(`\`\`\`graphql\n${OPERATION}\n\`\`\`\n\nThen:\n\n\`\`\`json variables\n{}\n\`\`\`\n`);
    expect(apart.blocks[0]?.variables).toBeUndefined();
    expect(apart.blocks[1]?.variablesOfRunnable).toBe(false);
  });

  it("pairs the variables of a block that does not run, without marking them for the runner", () => {
    const { blocks } = annotate(`\`\`\`graphql norun\n${OPERATION}\n\`\`\`\n\n\`\`\`json variables\n{}\n\`\`\`\n`);
    expect(blocks[0]?.variables).toEqual({ code: "{}", line: 7 });
    expect(blocks[1]?.variablesOfRunnable).toBe(false);
  });

  it("traces each block's links once, with the page's linkCode", () => {
    const seen: string[] = [];
    const { blocks } = annotate("```graphql\n{ a }\n```\n", (code, lang) => {
      seen.push(`${lang}: ${code}`);
      return [{ kind: "type", type: "A", line: 1, column: 3, length: 1, href: "/docs/graphql/schema/A" }];
    });
    expect(seen).toEqual(["graphql: { a }"]);
    expect(blocks[0]?.links).toHaveLength(1);
  });

  it("stores the model on the fence's node", () => {
    const { tree, blocks } = annotate("```json\n{}\n```\n");
    expect((tree.children[0] as Code).data?.codeBlock).toBe(blocks[0]);
  });

  it("reports a meta word it does not know at the fence's line, with the fix", () => {
    const { messages } = annotate('Text.\n\n```graphql partal\n{ a }\n```\n\n```js titel="x" title=Run\nx\n```\n');
    expect(messages).toMatchInlineSnapshot(`
      [
        "3: Unknown code-block flag \`partal\`. Did you mean \`partial\`? The meta may hold \`title="..."\`, line ranges such as \`{1,3-4}\` and the flags \`partial\`, \`norun\` and \`variables\`.",
        "7: Unknown code-block attribute \`titel\`. The meta may hold \`title="..."\`, line ranges such as \`{1,3-4}\` and the flags \`partial\`, \`norun\` and \`variables\`.",
        "7: Write the title in double quotes: \`title="…"\`, not \`title=Run\`.",
      ]
    `);
  });
});

describe("readCodeMeta", () => {
  it("keeps a title's spaces and markup, and ignores Shiki's line ranges", () => {
    expect(readCodeMeta('title="<b>Load</b> an itinerary" {1,3-4} norun')).toEqual({
      flags: { partial: false, norun: true, variables: false },
      title: "<b>Load</b> an itinerary",
      problems: [],
    });
  });

  it("does not read a flag inside a quoted title", () => {
    expect(readCodeMeta('title="partial results"').flags.partial).toBe(false);
  });

  it("suggests nothing for a word far from every flag", () => {
    expect(readCodeMeta("runnable").problems).toEqual([
      'Unknown code-block flag `runnable`. The meta may hold `title="..."`, line ranges such as `{1,3-4}` and the flags `partial`, `norun` and `variables`.',
    ]);
  });
});
