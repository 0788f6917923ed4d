import markdownIt, { type Token } from "markdown-it";
import type { Code, List, ListItem, Parent, PhrasingContent, Root, RootContent, Table } from "mdast";
import type { ContainerDirective, LeafDirective } from "mdast-util-directive";
import { toString } from "mdast-util-to-string";
import type { Point, Position } from "unist";
import { linesBeforeDelimiterRowsOf } from "../table-start-lines.ts";
import { directiveOpenings, directiveSyntax, type DirectiveEnv } from "./directive-syntax.ts";

/*
 * A faster front end for the Markdown pipeline (decision 19). micromark, through mdast-util-from-markdown, reads about
 * 1.3 MB of Markdown a second here, and its tokens and events keep the garbage collector busy; markdown-it's tokenizer
 * reads about twenty times as much. This builds, from markdown-it's tokens, the mdast tree that micromark with GFM and
 * remark-directive builds (../gfm-syntax.ts), for the documents whose syntax it reads exactly as micromark does, and
 * declines every other document, which micromark then parses as before. It declines, rather than guesses, wherever
 * the two parsers could part: raw HTML, link reference definitions, possible footnotes, tildes (GFM strikethrough),
 * task list items, possible text directives, tabs in indentation, carriage returns, fence info with escapes or
 * character references, table rows whose cell count differs from the header's, line breaks inside inline constructs,
 * list items whose content starts below the marker, blank lines right after a nested list or block quote (micromark
 * counts such a line inside that block), emoji beside emphasis markers and the characters only micromark takes for
 * whitespace (the two classify them differently), nesting near markdown-it's limit, fences never closed or indented
 * with lines of only spaces, lists that start with an empty item, a line right after indented code, an indented line
 * among a block quote's lazy lines, and tables whose header has no pipe. Most of these were found by
 * `test/markdown/markdown-it-front-end-generated.test.ts`, which compares the two on generated documents;
 * `test/markdown/markdown-it-front-end.test.ts` holds the trees to micromark's for the CommonMark spec's examples, the
 * site's pages and the bench's synthetic pages, and each kind of decline to its reason.
 *
 * Positions: every node has its exact start and end lines, which is what the pipeline reads (problems, links and code
 * blocks are reported by line). Columns are not tracked: a start point is the start of its line and an end point the
 * end of its line, so offsets still tell nodes on different lines apart (troubleshooting-section.ts pairs headings by
 * offset).
 */

const parser = markdownIt({ html: true, linkify: false, typographer: false })
  .disable(["strikethrough", "linkify", "replacements", "smartquotes"])
  .use(directiveSyntax);
// mdast keeps a link's destination as written (escapes and character references decoded) and leaves it to the
// sanitiser; markdown-it would percent-encode it, and turn a link it judges unsafe back into text.
parser.validateLink = () => true;
parser.normalizeLink = (url) => url;
parser.normalizeLinkText = (url) => url;

/**
 * A text directive starts at a colon followed by a name's first character (micromark-extension-directive): anything
 * but whitespace, punctuation and symbols. micromark tests each UTF-16 code unit on its own, so a character outside the
 * Basic Multilingual Plane (an emoji) starts a name too: its first half is neither.
 */
const TEXT_DIRECTIVE_START = /:(?:[^\s\p{P}\p{S}]|[\u{10000}-\u{10FFFF}])/u;
/** Task list item markers, which GFM reads at the start of a list item's first paragraph. */
const TASK_MARKER = /^\[[ xX]\]/;
const TABLE_ALIGN = /^text-align:(left|right|center)$/;

/** Thrown where the document holds syntax the front end does not read as micromark does. */
class Declined extends Error {}

/** The mdast tree of `document`, or undefined when micromark must parse it (see above). */
export function markdownItTree(document: string): Root | undefined {
  return markdownItTreeOrReason(document).tree;
}

/** As `markdownItTree`, with the reason for a decline. */
export function markdownItTreeOrReason(document: string): { tree?: Root; declined?: string } {
  const lines = new Lines(document);
  const before = declineBeforeParsing(document, lines);
  if (before) return { declined: before };
  const env: DirectiveEnv = {};
  const tokens = parser.parse(document, env);
  if (env.declined) return { declined: env.declined };
  if (tokens.some((token) => nestedTooDeeply(token) || token.children?.some(nestedTooDeeply))) {
    return { declined: "blocks or inline constructs nested too deeply" };
  }
  if (env.references && Object.keys(env.references).length > 0) return { declined: "link reference definitions" };
  if (!tablesWhereMicromarkMayFindThem(lines, tokens))
    return { declined: "a possible table markdown-it does not read" };
  try {
    return { tree: new TreeBuilder(lines).build(tokens) };
  } catch (error) {
    if (error instanceof Declined) return { declined: error.message };
    throw error;
  }
}

/**
 * micromark classifies the characters around an emphasis marker one UTF-16 code unit at a time, markdown-it one code
 * point at a time: an emoji beside `*` or `_` is a symbol to markdown-it and neither punctuation nor whitespace to
 * micromark (each half of it is tested alone), so the two pair emphasis differently there.
 */
const ASTRAL_BESIDE_EMPHASIS = /[\u{10000}-\u{10FFFF}][*_]|[*_][\u{10000}-\u{10FFFF}]/u;
/** Whitespace to micromark (JavaScript's `\s`), not to markdown-it: line and paragraph separators, byte order mark. */
const WHITESPACE_TO_MICROMARK_ONLY = /[\u2028\u2029\uFEFF]/;

/**
 * markdown-it stops reading structure past `maxNesting` levels (100 in its default preset) and keeps the rest as plain
 * text, where micromark has no limit: a document that comes near it is declined.
 */
const NESTING_LIMIT = 90;

function nestedTooDeeply(token: Token): boolean {
  return token.level >= NESTING_LIMIT;
}

/**
 * Whether markdown-it found a table at every line where GFM may start one with a delimiter row that has a pipe: GFM
 * reads a header row without pipes (`a` over `| - |` is a table of one column), markdown-it does not.
 */
function tablesWhereMicromarkMayFindThem(lines: Lines, tokens: Token[]): boolean {
  if (!lines.document.includes("|")) return true;
  const starts = new Set(
    tokens.flatMap((token) => (token.type === "table_open" && token.map ? [token.map[0] + 1] : [])),
  );
  for (const line of linesBeforeDelimiterRowsOf(lines.texts)) {
    if (lines.texts[line]!.includes("|") && lines.texts[line - 1]!.trim() !== "" && !starts.has(line)) return false;
  }
  return true;
}

/**
 * Whether a line indented four spaces or more follows a block quote's line before the next blank line: micromark
 * continues the quote's paragraph with it (a lazy line), markdown-it reads it otherwise in nested quotes. One pass over
 * the lines (a regular expression for it backtracked exponentially on long runs of lines).
 */
function indentedLineAfterQuote(lines: readonly string[]): boolean {
  let afterQuote = false;
  for (const line of lines) {
    if (line.trim() === "") afterQuote = false;
    else if (afterQuote && /^ {4,}\S/.test(line)) return true;
    else if (/^ {0,3}>/.test(line)) afterQuote = true;
  }
  return false;
}

function declineBeforeParsing(document: string, lines: Lines): string | undefined {
  if (document.includes("\r")) return "carriage returns";
  if (document.includes("\0")) return "NUL characters";
  if (document.includes("[^")) return "possible footnotes";
  if (/^ *\t/m.test(document)) return "tabs in indentation";
  if (ASTRAL_BESIDE_EMPHASIS.test(document)) return "an emoji or other astral character beside an emphasis marker";
  if (WHITESPACE_TO_MICROMARK_ONLY.test(document)) return "a line or paragraph separator, or a byte order mark";
  if (indentedLineAfterQuote(lines.texts)) return "a line indented four spaces right after a block quote";
  return undefined;
}

/** The document's lines (split once), for the checks, for positions and for reading a table row's source. */
class Lines {
  readonly texts: readonly string[];
  private readonly starts: number[] = [];

  constructor(readonly document: string) {
    this.texts = document.split("\n");
    let offset = 0;
    for (const text of this.texts) {
      this.starts.push(offset);
      offset += text.length + 1;
    }
  }

  get count(): number {
    return this.texts.length;
  }

  /** The text of a (0-based) line, without its line ending. */
  text(line: number): string {
    return this.texts[line] ?? "";
  }

  /** From the start of line `from` to the end of line `last` (0-based). */
  span(from: number, last: number): Position {
    return { start: this.start(from), end: this.end(Math.max(from, last)) };
  }

  start(line: number): Point {
    return { line: line + 1, column: 1, offset: this.starts[line] ?? this.document.length };
  }

  end(line: number): Point {
    const length = this.text(line).length;
    return { line: line + 1, column: length + 1, offset: (this.starts[line] ?? this.document.length) + length };
  }
}

/** Builds the tree from markdown-it's flat token stream: each `_open` token opens a node, each `_close` ends it. */
class TreeBuilder {
  private readonly open: Parent[] = [];

  constructor(private readonly lines: Lines) {}

  build(tokens: Token[]): Root {
    const root: Root = { type: "root", children: [], position: this.lines.span(0, this.lines.count - 1) };
    this.open.push(root);
    tokens.forEach((token, index) => this.add(token, tokens[index + 1]));
    return root;
  }

  private add(token: Token, next: Token | undefined): void {
    switch (token.type) {
      case "paragraph_open":
        return this.enter({ type: "paragraph", children: [] }, token);
      case "heading_open": {
        const depth = Number(token.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6;
        return this.enter({ type: "heading", depth, children: [] }, token);
      }
      case "blockquote_open":
        return this.enter({ type: "blockquote", children: [] }, token);
      case "bullet_list_open":
        return this.enter({ type: "list", ordered: false, start: null, spread: false, children: [] }, token);
      case "ordered_list_open": {
        const start = Number(next?.info || "1");
        return this.enter({ type: "list", ordered: true, start, spread: false, children: [] }, token);
      }
      case "list_item_open":
        return this.enter({ type: "listItem", spread: false, checked: null, children: [] }, token);
      case "table_open":
        return this.enter({ type: "table", align: [], children: [] }, token);
      case "tr_open":
        return this.tableRow(token);
      case "th_open":
      case "td_open":
        return this.tableCell(token);
      case "container_directive_open":
      case "leaf_directive_open":
        return this.enter(directive(token), token);
      case "directive_label_open":
        return this.enter({ type: "paragraph", data: { directiveLabel: true }, children: [] }, token);
      case "thead_open":
      case "tbody_open":
      case "thead_close":
      case "tbody_close":
        return;
      case "inline":
        return this.inline(token);
      case "fence":
        this.declineFenceReadDifferently(token);
        return this.leaf(fencedCode(token), token);
      case "code_block":
        this.declineLineRightAfter(token);
        return this.leaf({ type: "code", lang: null, meta: null, value: token.content.replace(/\n$/, "") }, token);
      case "hr":
        return this.leaf({ type: "thematicBreak" }, token);
      case "html_block":
        throw new Declined("raw HTML");
      default:
        if (token.nesting !== -1) throw new Declined(`markdown-it's ${token.type} token`);
        return this.exit();
    }
  }

  private parent(): Parent {
    return this.open[this.open.length - 1]!;
  }

  /** Appends `node` to the open node and opens it, spanning the token's lines (or, without any, its parent's). */
  private enter(node: Parent & RootContent, token: Token): void {
    node.position = token.map ? this.lines.span(token.map[0], token.map[1] - 1) : this.parent().position;
    this.parent().children.push(node);
    this.open.push(node);
  }

  /**
   * A fence never closed runs to the end of its container, where the two end its code at different lines. An indented
   * fence takes its indentation off each line of its code; markdown-it empties a line of nothing but spaces, where
   * micromark keeps the spaces past the fence's indentation.
   */
  private declineFenceReadDifferently(token: Token): void {
    const [from, to] = token.map ?? [0, 0];
    const closing = this.lines.text(to - 1).trim();
    if (to - 1 === from || !closing.startsWith(token.markup) || !/^(`+|~+)$/.test(closing)) {
      throw new Declined("a fence without its closing line");
    }
    if (!this.lines.text(from).startsWith(" ")) return;
    for (let line = from + 1; line < to; line++) {
      if (/^[ \t]+$/.test(this.lines.text(line))) throw new Declined("an indented fence with a line of only spaces");
    }
  }

  /**
   * After indented code, micromark reads the next line as if it were interrupting a paragraph (a list there must start
   * at 1 and not be empty), markdown-it as a new block: a non-blank line right after one is declined.
   */
  private declineLineRightAfter(token: Token): void {
    const next = token.map?.[1];
    if (next !== undefined && next < this.lines.count && this.lines.text(next).trim() !== "") {
      throw new Declined("a line right after indented code");
    }
  }

  private leaf(node: RootContent, token: Token): void {
    const [from, to] = token.map ?? [0, 1];
    node.position = this.lines.span(from, to - 1);
    this.parent().children.push(node);
  }

  private exit(): void {
    const node = this.open.pop();
    if (!node || this.open.length === 0) throw new Declined("unbalanced tokens");
    // markdown-it's lines for a container run over the blank lines after it; micromark's end where its content does.
    const last = node.children[node.children.length - 1];
    if (node.type === "list" || node.type === "listItem" || node.type === "blockquote") {
      const start = node.position!.start;
      node.position = { start, end: last?.position?.end ?? this.lines.end(start.line - 1) };
    }
    if (node.type === "listItem") itemSpread(node as ListItem);
    if (node.type === "list") listSpread(node as List);
  }

  private tableRow(token: Token): void {
    const table = this.parent() as Table;
    // markdown-it pads a short row and cuts a long one to the header's width; micromark keeps the cells written.
    if (table.children.length > 0 && token.map && cellCount(this.lines.text(token.map[0])) !== table.align!.length) {
      throw new Declined("a table row whose cell count differs from the header's");
    }
    this.enter({ type: "tableRow", children: [] }, token);
  }

  private tableCell(token: Token): void {
    const table = this.open[this.open.length - 2] as Table;
    if (table.children.length === 1) {
      const align = TABLE_ALIGN.exec(String(token.attrGet("style") ?? ""))?.[1] as
        "left" | "right" | "center" | undefined;
      table.align!.push(align ?? null);
    }
    // A cell has its row's lines: markdown-it gives cells none.
    this.enter({ type: "tableCell", children: [] }, token);
  }

  /** The inline token's content, converted into the open node. */
  private inline(token: Token): void {
    const parent = this.parent();
    // A table cell's inline token has no lines of its own: the cell's are its row's.
    const line = token.map?.[0] ?? parent.position!.start.line - 1;
    const children = token.children ?? [];
    const breaks = children.filter((child) => child.type === "softbreak" || child.type === "hardbreak").length;
    if (breaks !== countNewlines(token.content)) throw new Declined("a line break inside an inline construct");
    parent.children.push(...(phrasing(children, line, this.lines) as RootContent[]));
  }
}

/**
 * Phrasing content from markdown-it's inline tokens, starting on (0-based) `line`: each softbreak or hard break moves
 * to the next line. Adjacent text merges into one node, as in mdast-util-from-markdown.
 */
function phrasing(tokens: Token[], firstLine: number, lines: Lines): PhrasingContent[] {
  const root: Parent = { type: "paragraph", children: [] };
  const open: Parent[] = [root];
  let line = firstLine;
  const append = (node: PhrasingContent) => {
    const siblings = open[open.length - 1]!.children as PhrasingContent[];
    const last = siblings[siblings.length - 1];
    if (node.type === "text" && last?.type === "text") {
      last.value += node.value;
      last.position = { start: last.position!.start, end: lines.end(line) };
      return;
    }
    node.position = lines.span(line, line);
    siblings.push(node);
  };
  for (const token of tokens) {
    switch (token.type) {
      case "text":
        if (token.content.includes("~")) throw new Declined("a tilde (GFM strikethrough)");
        if (TEXT_DIRECTIVE_START.test(token.content)) throw new Declined("a possible text directive");
        // The emphasis rule leaves its delimiters behind as empty text.
        if (token.content !== "") append({ type: "text", value: token.content });
        break;
      case "softbreak":
        append({ type: "text", value: "\n" });
        line++;
        break;
      case "hardbreak":
        append({ type: "break" });
        line++;
        break;
      case "code_inline":
        append({ type: "inlineCode", value: token.content });
        break;
      case "em_open":
      case "strong_open":
      case "link_open": {
        const node: PhrasingContent & Parent =
          token.type === "em_open"
            ? { type: "emphasis", children: [] }
            : token.type === "strong_open"
              ? { type: "strong", children: [] }
              : { type: "link", url: attribute(token, "href") ?? "", title: attribute(token, "title"), children: [] };
        append(node);
        open.push(node);
        break;
      }
      case "em_close":
      case "strong_close":
      case "link_close": {
        const node = open.pop()!;
        node.position = { start: node.position!.start, end: lines.end(line) };
        break;
      }
      case "image": {
        const alt = phrasing(token.children ?? [], line, lines);
        const title = attribute(token, "title");
        append({ type: "image", url: attribute(token, "src") ?? "", title, alt: toString(alt) });
        break;
      }
      case "html_inline":
        throw new Declined("raw HTML");
      default:
        throw new Declined(`markdown-it's ${token.type} token`);
    }
  }
  return root.children as PhrasingContent[];
}

function attribute(token: Token, name: string): string | null {
  const value = token.attrGet(name);
  return value === null ? null : String(value);
}

function directive(token: Token): ContainerDirective | LeafDirective {
  const opening = directiveOpenings.get(token);
  if (!opening) throw new Declined("a directive token without its opening");
  const type = token.type === "container_directive_open" ? "containerDirective" : "leafDirective";
  return { type, name: opening.name, attributes: { ...opening.attributes }, children: [] };
}

function fencedCode(token: Token): Code {
  const info = token.info.trim();
  if (/[\\&]/.test(info) || token.info !== token.info.trimEnd()) {
    throw new Declined("fence info with escapes, character references or trailing space");
  }
  const space = info.search(/\s/);
  const lang = space === -1 ? info : info.slice(0, space);
  const meta = space === -1 ? "" : info.slice(space).trim();
  return { type: "code", lang: lang || null, meta: meta || null, value: token.content.replace(/\n$/, "") };
}

/**
 * A list item is spread when a blank line separates two of its children, as micromark finds it. A blank line after a
 * nested list or block quote is one micromark counts inside that block, not the item: such items are declined.
 */
function itemSpread(item: ListItem): void {
  const [first] = item.children;
  if (first && first.position!.start.line !== item.position!.start.line) {
    throw new Declined("a list item whose content starts below its marker");
  }
  if (first?.type === "paragraph" && first.children[0]?.type === "text" && TASK_MARKER.test(first.children[0].value)) {
    throw new Declined("a task list item");
  }
  item.spread = separatedByBlankLine(item.children, (block) => block);
}

/** A list is spread when a blank line separates two of its items. */
function listSpread(list: List): void {
  // An empty first item may not start a list after some blocks (indented code) for micromark, where it does for
  // markdown-it.
  if (list.children[0]?.children.length === 0) throw new Declined("a list that starts with an empty item");
  list.spread = separatedByBlankLine(list.children, (item) => item.children[item.children.length - 1]);
}

/**
 * Whether a blank line lies between any two consecutive nodes (a list item's blocks, or a list's items). Where one
 * does, the block that ends the node before it (`lastBlock`) must not be a nested list or block quote.
 */
function separatedByBlankLine<Node extends RootContent>(
  nodes: Node[],
  lastBlock: (node: Node) => RootContent | undefined,
): boolean {
  return nodes.some((node, index) => {
    const next = nodes[index + 1];
    if (!next || next.position!.start.line <= node.position!.end.line + 1) return false;
    declineAfterNestedBlock(lastBlock(node));
    return true;
  });
}

/**
 * micromark counts a blank line right after a nested list or block quote inside that block: such lists are declined.
 */
function declineAfterNestedBlock(block: RootContent | undefined): void {
  if (block?.type === "list" || block?.type === "blockquote") {
    throw new Declined("a blank line after a nested list or block quote");
  }
}

function countNewlines(text: string): number {
  let count = 0;
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) count++;
  return count;
}

/** The number of cells in a table row's line as GFM splits it: at pipes not escaped, without the row's outer pipes. */
function cellCount(line: string): number {
  let text = line.trim();
  if (text.startsWith("|")) text = text.slice(1);
  if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
  let cells = 1;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === "\\") index++;
    else if (text[index] === "|") cells++;
  }
  return cells;
}
