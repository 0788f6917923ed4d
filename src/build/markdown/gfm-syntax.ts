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
import type { Processor } from "unified";
import { invariant } from "#shared/invariant.ts";

/*
 * GFM's syntax as remark-gfm adds it (the same extensions, defaults and order: micromark-extension-gfm,
 * mdast-util-gfm), in two variants: with literal autolinks, and without them for the pages that cannot hold one
 * (./literal-autolinks.ts, decision 13). Nothing here writes Markdown, so GFM's Markdown output is left out.
 *
 * One change, to speed and not to the trees: GFM's table syntax is tried at the start of every line of flow content
 * (each paragraph's first line is read as a table's header row, then dropped unless a delimiter row follows), and a
 * table starts only on the line before a delimiter row (`| --- | :-: |`). Each document's lines are looked at once
 * before it is parsed; the table syntax is then tried only where the next line could be a delimiter row, or where a
 * table already under way may go on. On 400 pages of the bench corpus, parsing took 15-25% less time; the trees of the
 * site's 167 pages, 400 bench pages and the test fixtures were the same as remark-gfm's.
 */

/**
 * A line that may be a table's delimiter row, inside block quotes or list items: nothing but `|`, `:`, `-`, spaces
 * and tabs after the containers' `>` and indentation, with at least one `-`. Looser than the syntax (it lets the table
 * syntax decide), never stricter.
 */
const MAY_BE_DELIMITER_ROW = /^[ \t>]*[|:\- \t]*-[|:\- \t]*$/;

/** A line ending as micromark reads one. */
const LINE_ENDING = /\r\n|\r|\n/;

/**
 * The (1-based) lines of `markdown` followed by a line that may be a table's delimiter row: the only lines on which a
 * table can start.
 */
export function linesBeforeDelimiterRows(markdown: string): Set<number> {
  const lines = markdown.split(LINE_ENDING);
  const found = new Set<number>();
  // Line `index + 1` (1-based) is this line; the line before it is line `index`.
  lines.forEach((line, index) => {
    if (index > 0 && MAY_BE_DELIMITER_ROW.test(line)) found.add(index);
  });
  return found;
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

/** The remark plugin: GFM's syntax, `literalAutolinks` or not. */
export function remarkGfmSyntax(this: Processor, options: { literalAutolinks: boolean }): void {
  let startLines = new Set<number>();
  const data = this.data();
  (data.micromarkExtensions ??= []).push(
    ...(options.literalAutolinks ? [gfmAutolinkLiteral()] : []),
    gfmFootnote(),
    gfmStrikethrough(),
    guardedTable(() => startLines),
    gfmTaskListItem(),
  );
  (data.fromMarkdownExtensions ??= []).push([
    ...(options.literalAutolinks ? [gfmAutolinkLiteralFromMarkdown()] : []),
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ]);
  // The lines are those of the document being parsed: remark-parse's parser, which runs before this plugin's set-up,
  // is wrapped so that each parse looks at its document's lines first.
  const parse = this.parser;
  invariant(parse, "remark-parse is used before remarkGfmSyntax");
  this.parser = (document, file) => {
    startLines = linesBeforeDelimiterRows(document);
    return parse(document, file);
  };
}
