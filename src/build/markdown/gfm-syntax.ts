import type { Root } from "mdast";
import { fromMarkdown, type Extension as FromMarkdownExtension } from "mdast-util-from-markdown";
import { gfmAutolinkLiteralFromMarkdown } from "mdast-util-gfm-autolink-literal";
import { gfmFootnoteFromMarkdown } from "mdast-util-gfm-footnote";
import { gfmStrikethroughFromMarkdown } from "mdast-util-gfm-strikethrough";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTaskListItemFromMarkdown } from "mdast-util-gfm-task-list-item";
import { gfmAutolinkLiteral } from "micromark-extension-gfm-autolink-literal";
import { gfmFootnote } from "micromark-extension-gfm-footnote";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTaskListItem } from "micromark-extension-gfm-task-list-item";
import type { Construct, Extension, State, TokenizeContext } from "micromark-util-types";
import type { Plugin, Processor } from "unified";
import { invariant } from "#shared/invariant.ts";
import { proseMayHoldLiteralAutolink, treeMayHoldLiteralAutolink } from "./literal-autolinks.ts";
import { markdownItTree } from "./markdown-it/markdown-it-front-end.ts";
import { linesBeforeDelimiterRows } from "./table-start-lines.ts";

/*
 * The Markdown parser of the pipeline: what remark-parse does (mdast-util-from-markdown with the processor's syntax
 * extensions, such as remark-directive's), with GFM's syntax as remark-gfm adds it (the same extensions, defaults and
 * order: micromark-extension-gfm, mdast-util-gfm). Nothing here writes Markdown, so GFM's Markdown output is left out.
 * The trees are remark-gfm's; three things make them cheaper.
 *
 * Most documents are not parsed by micromark at all: markdown-it's front end (./markdown-it/, decision 19) builds the
 * same tree (lines kept, columns not) in about a quarter of the time for every document whose syntax it reads exactly,
 * and declines the others.
 *
 * GFM's literal autolinks are tried at the start of every word: a document whose prose cannot hold one is parsed
 * without their syntax (./literal-autolinks.ts, decision 13). The parser decides it for each document, so one
 * pipeline renders every page. (Leaving out footnotes, strikethrough and task list items where the source lacks the
 * characters they need was measured too: on 600 synthetic bench pages it saved nothing, so they stay.)
 *
 * GFM's table syntax is tried at the start of every line of flow content (each paragraph's first line is read as a
 * table's header row, then dropped unless a delimiter row follows), and a table starts only on the line before a
 * delimiter row (`| --- | :-: |`). Each document's lines are looked at once before it is parsed; the table syntax is
 * then tried only where the next line could be a delimiter row, or where a table already under way may go on. On 400
 * pages of the bench corpus, parsing took 15-25% less time; the trees of the site's 167 pages, 400 bench pages and the
 * test fixtures were the same as remark-gfm's.
 */

// The extensions other plugins register for the parser (remark-directive), as remark-parse declares them.
declare module "unified" {
  interface Data {
    micromarkExtensions?: Extension[];
    fromMarkdownExtensions?: Array<FromMarkdownExtension[] | FromMarkdownExtension>;
  }
}

/** Whether the tokenizer is right after a table's header or a row, where the table syntax may read another row. */
function continuesTable(context: TokenizeContext): boolean {
  const { events } = context;
  let index = events.length - 1;
  while (index > -1 && (events[index]![1].type === "lineEnding" || events[index]![1].type === "linePrefix")) index--;
  const tail = index > -1 ? events[index]![1].type : undefined;
  return tail === "tableHead" || tail === "tableRow";
}

/** GFM's table syntax, tried only where `startLines()` says a table may start or a table goes on. */
function guardedTable(startLines: () => Set<number>): Extension {
  const table = gfmTable();
  const construct = table.flow?.null as Construct | undefined;
  invariant(
    construct && !Array.isArray(construct) && construct.name === "table",
    "micromark-extension-gfm-table defines one flow construct named `table`: check its syntax.js if it changed",
  );
  const tokenize = construct.tokenize;
  return {
    flow: {
      null: {
        ...construct,
        tokenize(this: TokenizeContext, effects, ok, nok): State {
          const tryTable = tokenize.call(this, effects, ok, nok);
          return (code) => (continuesTable(this) || startLines().has(this.now().line) ? tryTable(code) : nok(code));
        },
      },
    },
  };
}

/**
 * `literalAutolinks`: parse every document with (`true`) or without (`false`) their syntax, rather than as above.
 * `markdownIt: false`: parse every document with micromark, never with the faster front end (for comparing the two).
 */
export interface ParseGfmOptions {
  literalAutolinks?: boolean;
  markdownIt?: boolean;
}

/**
 * The unified parser plugin: Markdown to mdast with GFM's syntax, as much of it as each document can use (above), and
 * the syntax extensions other plugins add (remark-directive), after GFM's as remark-gfm's would be.
 */
export const remarkParseGfm: Plugin<[ParseGfmOptions?], string, Root> = function (
  this: Processor,
  options: ParseGfmOptions = {},
) {
  const data = this.data();
  // Worked out only when micromark parses the document and tries a table: the front end reads most documents itself.
  let document = "";
  let startLines: Set<number> | undefined;
  const literalAutolinks = gfmAutolinkLiteral();
  const footnotes = gfmFootnote();
  const strikethrough = gfmStrikethrough();
  const table = guardedTable(() => (startLines ??= linesBeforeDelimiterRows(document)));
  const taskListItems = gfmTaskListItem();
  const treeExtensions = (withLiteralAutolinks: boolean) => [
    ...(withLiteralAutolinks ? [gfmAutolinkLiteralFromMarkdown()] : []),
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ];
  const trees = { with: treeExtensions(true), without: treeExtensions(false) };
  this.parser = (value) => {
    document = value;
    startLines = undefined;
    const parse = (withLiteralAutolinks: boolean) =>
      fromMarkdown(document, {
        extensions: [
          ...(withLiteralAutolinks ? [literalAutolinks] : []),
          footnotes,
          strikethrough,
          table,
          taskListItems,
          ...(data.micromarkExtensions ?? []),
        ],
        mdastExtensions: [withLiteralAutolinks ? trees.with : trees.without, ...(data.fromMarkdownExtensions ?? [])],
      });
    if (options.literalAutolinks !== undefined) return parse(options.literalAutolinks);
    // A page whose prose may hold a literal autolink is parsed with their syntax at once; any other is parsed without
    // it (by markdown-it's front end where it reads the whole document, else by micromark), and again with it only if
    // its text has one's marks after all.
    if (proseMayHoldLiteralAutolink(document)) return parse(true);
    const tree = (options.markdownIt !== false && markdownItTree(document)) || parse(false);
    return treeMayHoldLiteralAutolink(tree) ? parse(true) : tree;
  };
};
