import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import {
  findEscapedPlaceholders,
  findPlaceholderLeftovers,
  type PlaceholderLeftover,
} from "#build/content/placeholder-syntax.ts";

interface Found extends PlaceholderLeftover {
  /** Output file, relative to the client folder. */
  file: string;
}

/**
 * The last guard against a placeholder reaching readers: every page, Markdown export, llms file and feed the publish
 * stage writes passes through `check`, and `finish` throws when any holds a placeholder-shaped `{{…}}` that no content
 * page escaped on purpose (`\{{…}}`, src/build/content/placeholder-syntax.ts).
 */
export class PublishedPlaceholderCheck {
  private readonly found: Found[] = [];

  /** `linesBefore`: lines of the file above `text`, when it is written in parts. */
  check(file: string, text: string, linesBefore = 0): void {
    const leftovers = findPlaceholderLeftovers(text);
    this.record(
      file,
      leftovers.map((leftover) => ({ ...leftover, line: leftover.line + linesBefore })),
    );
  }

  /** Records what `findPlaceholderLeftovers` found in one output file elsewhere (a render thread). */
  record(file: string, leftovers: PlaceholderLeftover[]): void {
    for (const leftover of leftovers) this.found.push({ file, ...leftover });
  }

  /** Throws, naming each output file and line, unless every `{{…}}` found is a literal some page escaped. */
  finish(tree: DocNode, rootDir: string): void {
    if (this.found.length === 0) return;
    // Only read when something was found: the sources' escapes are rare and the common case costs nothing.
    const escaped = collectEscapedPlaceholders(tree, rootDir);
    const leaks = this.found.filter((found) => !escaped.has(found.match));
    if (leaks.length === 0) return;
    const lines = leaks.map((leak) => `  - ${leak.file}:${leak.line} \`${leak.match}\``);
    throw new Error(
      `${leaks.length} unreplaced placeholder${leaks.length === 1 ? "" : "s"} in the published site:\n${lines.join("\n")}\n` +
        "Each must be a key of src/build/config/placeholders.ts written in a content page, or escaped as `\\{{…}}` there to show the braces.",
    );
  }
}

/** Every literal `{{…}}` the site's content pages escape with a backslash. */
export function collectEscapedPlaceholders(tree: DocNode, rootDir: string): Set<string> {
  const escaped = new Set<string>();
  for (const node of walkTree(tree)) {
    if (node.type !== "markdown" || !node.source.endsWith(".md")) continue;
    const path = join(rootDir, node.source);
    if (!existsSync(path)) continue;
    for (const literal of findEscapedPlaceholders(readFileSync(path, "utf8"))) escaped.add(literal);
  }
  return escaped;
}
