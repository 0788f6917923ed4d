import type { Env, MarkdownIt, StateBlock, Token } from "markdown-it";

/*
 * remark-directive's container (`:::name[label]{attributes}` … `:::`) and leaf (`::name[label]{attributes}`)
 * directives as markdown-it block rules, for the front end in ./markdown-it-front-end.ts. Only the plain form of each
 * is read: a name of ASCII letters, digits, `-` and `_`; a label without brackets, backslashes or line breaks;
 * attributes as `key="value"`, `key='value'`, `key=value`, `key`, `#id` or `.class` without character references or
 * escapes. A line that starts with `::` but is not in that form, or a directive inside a block quote, marks the
 * document as declined (`env.declined`), and micromark parses it instead: the front end never guesses at syntax it does
 * not read exactly as micromark-extension-directive does.
 */

/** What the rules leave in markdown-it's `env` for the converter. */
export interface DirectiveEnv extends Env {
  /** Why the document must be parsed by micromark instead, if it must. */
  declined?: string;
}

/** A directive's opening line, read. */
export interface DirectiveOpening {
  colons: number;
  name: string;
  label: string | undefined;
  attributes: Record<string, string>;
}

const OPENING =
  /^(:{2,})([A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?)(?:\[([^[\]\\\n\r]*)\])?(?:\{([^{}\n\r]*)\})?[ \t]*$/;
const ATTRIBUTE =
  /[ \t]*(?:([#.])([^\s"'<=>`#.{}&\\]+)|([A-Za-z0-9_-][A-Za-z0-9_.:-]*)(?:=(?:"([^"&\\\n]*)"|'([^'&\\\n]*)'|([^\s"'<=>`{}&\\]+)))?)/y;

/** Reads `::name[label]{attributes}` (any number of colons), or undefined when the line is not exactly that form. */
export function readDirectiveOpening(line: string): DirectiveOpening | undefined {
  const match = OPENING.exec(line);
  if (!match) return undefined;
  const attributes = readAttributes(match[4] ?? "");
  if (!attributes) return undefined;
  return { colons: match[1]!.length, name: match[2]!, label: match[3], attributes };
}

/** The attributes as mdast-util-directive gathers them (later keys win, classes join), or undefined if unread. */
function readAttributes(source: string): Record<string, string> | undefined {
  const list: [string, string][] = [];
  ATTRIBUTE.lastIndex = 0;
  while (ATTRIBUTE.lastIndex < source.length) {
    const at = ATTRIBUTE.lastIndex;
    const match = ATTRIBUTE.exec(source);
    if (!match || match[0].length === 0) {
      // Only whitespace may end the list.
      if (/^[ \t]*$/.test(source.slice(at))) break;
      return undefined;
    }
    const next = source[ATTRIBUTE.lastIndex];
    if (next !== undefined && next !== " " && next !== "\t" && !(match[1] && (next === "#" || next === "."))) {
      return undefined;
    }
    if (match[1]) list.push([match[1] === "#" ? "id" : "class", match[2]!]);
    else list.push([match[3]!, match[4] ?? match[5] ?? match[6] ?? ""]);
  }
  const attributes: Record<string, string> = {};
  for (const [key, value] of list) {
    attributes[key] = key === "class" && attributes.class ? `${attributes.class} ${value}` : value;
  }
  return attributes;
}

/** Each directive token's opening line, read; the converter looks it up by token. */
export const directiveOpenings = new WeakMap<Token, DirectiveOpening>();

/** Registers the two rules on `md`; their tokens are `container_directive_open`/`_close` and `leaf_directive`. */
export function directiveSyntax(md: MarkdownIt): void {
  const interrupts = { alt: ["paragraph", "reference", "blockquote", "list"] };
  md.block.ruler.before("fence", "directive", directiveRule, interrupts);
}

function directiveRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const max = state.eMarks[startLine]!;
  if (state.src.charCodeAt(start) !== 0x3a || state.src.charCodeAt(start + 1) !== 0x3a) return false;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const env = state.env as DirectiveEnv;
  const opening = readDirectiveOpening(state.src.slice(start, max));
  if (!opening || state.sCount[startLine]! !== state.blkIndent || state.parentType === "blockquote") {
    env.declined ??= `line ${startLine + 1}: a directive line the fast front end does not read`;
    return false;
  }
  if (silent) return true;
  if (opening.colons === 2) {
    const token = state.push("leaf_directive_open", "", 1);
    token.map = [startLine, startLine + 1];
    directiveOpenings.set(token, opening);
    pushLabel(state, opening.label, startLine);
    state.push("leaf_directive_close", "", -1);
    state.line = startLine + 1;
    return true;
  }
  const close = closingLine(state, startLine + 1, endLine, opening.colons);
  if (close === undefined) {
    env.declined ??= `line ${startLine + 1}: a container directive without its closing fence`;
    return false;
  }
  const open = state.push("container_directive_open", "", 1);
  open.map = [startLine, close + 1];
  directiveOpenings.set(open, opening);
  if (opening.label !== undefined) {
    state.push("directive_label_open", "", 1).map = [startLine, startLine + 1];
    pushLabel(state, opening.label, startLine);
    state.push("directive_label_close", "", -1);
  }
  const parentType = state.parentType;
  const lineMax = state.lineMax;
  state.parentType = "container";
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.push("container_directive_close", "", -1).map = [close, close + 1];
  state.line = close + 1;
  return true;
}

function pushLabel(state: StateBlock, label: string | undefined, line: number): void {
  if (!label) return;
  const inline = state.push("inline", "", 0);
  inline.content = label;
  inline.map = [line, line + 1];
  inline.children = [];
}

/** The line of the fence that closes a container opened with `colons` colons, if one does before `endLine`. */
function closingLine(state: StateBlock, from: number, endLine: number, colons: number): number | undefined {
  for (let line = from; line < endLine; line++) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const max = state.eMarks[line]!;
    // A line indented less than the container's block ends the block around it first.
    if (start < max && state.sCount[line]! < state.blkIndent) return undefined;
    if (state.sCount[line]! - state.blkIndent >= 4) continue;
    let at = start;
    while (at < max && state.src.charCodeAt(at) === 0x3a) at++;
    if (at - start >= colons && /^[ \t]*$/.test(state.src.slice(at, max))) return line;
  }
  return undefined;
}
