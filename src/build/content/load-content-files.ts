import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { DocMetadata } from "./doc-node.ts";
import type { ContentProblem } from "./content-problem.ts";
import { parseFrontMatter } from "./front-matter.ts";
import { interpolatePlaceholders } from "./interpolate-placeholders.ts";

/** One Markdown file with its route, validated metadata and body. */
export interface ContentFile {
  /** Path relative to the repository root, for messages and "edit this page" links. */
  file: string;
  path: string;
  metadata: DocMetadata;
  body: string;
  /** Line of the file on which `body` starts. */
  bodyLine: number;
}

/** Options for reading the content folder. */
export interface LoadContentOptions {
  /** Absolute path of the repository root. */
  rootDir: string;
  /** Content folder relative to the root, `content` by default. */
  contentDir?: string;
  /** Values for `{{...}}` placeholders. */
  placeholders: Record<string, string>;
  /** Replaces `{slug}` in file names. */
  slug: string;
}

/** Reads every Markdown file under the content folder; files with problems are left out and reported. */
export function loadContentFiles(options: LoadContentOptions): { files: ContentFile[]; problems: ContentProblem[] } {
  const contentRoot = resolve(options.rootDir, options.contentDir ?? "content");
  const files: ContentFile[] = [];
  const problems: ContentProblem[] = [];
  const seen = new Map<string, string>();
  for (const absolute of listMarkdownFiles(contentRoot)) {
    const file = relative(options.rootDir, absolute).split(sep).join("/");
    const path = pathFromFile(relative(contentRoot, absolute).split(sep).join("/"), options.slug);
    const other = seen.get(path);
    if (other) {
      problems.push({
        file,
        line: 1,
        message: `Two files make the path \`${path}\`: this one and \`${other}\`. Keep one of them (a folder's own page is its index.md).`,
      });
      continue;
    }
    seen.set(path, file);
    const loaded = loadContentFile(options, absolute);
    problems.push(...loaded.problems);
    if (loaded.file) files.push(loaded.file);
  }
  return { files, problems };
}

/** Reads one Markdown file of the content folder (an absolute path); a file with problems comes back without `file`. */
export function loadContentFile(
  options: LoadContentOptions,
  absolute: string,
): { file?: ContentFile; problems: ContentProblem[] } {
  const contentRoot = resolve(options.rootDir, options.contentDir ?? "content");
  const file = relative(options.rootDir, absolute).split(sep).join("/");
  const path = pathFromFile(relative(contentRoot, absolute).split(sep).join("/"), options.slug);
  const interpolated = interpolatePlaceholders(readFileSync(absolute, "utf8"), options.placeholders, file);
  const parsed = parseFrontMatter(interpolated.text, file);
  const problems = [...interpolated.problems, ...parsed.problems];
  if (!parsed.metadata) return { problems };
  return { file: { file, path, metadata: parsed.metadata, body: parsed.body, bodyLine: parsed.bodyLine }, problems };
}

/** Turns `docs/graphql/index.md` into `/docs/graphql` and `index.md` into `/`. */
export function pathFromFile(relativeFile: string, slug: string): string {
  const withoutExtension = relativeFile.replace(/\.md$/, "").replaceAll("{slug}", slug);
  const withoutIndex = withoutExtension === "index" ? "" : withoutExtension.replace(/\/index$/, "");
  return `/${withoutIndex}`;
}

/** How many Markdown files the content folder holds (the build decides from it how to spend memory). */
export function countContentFiles(rootDir: string, contentDir = "content"): number {
  return listMarkdownFiles(resolve(rootDir, contentDir)).length;
}

function listMarkdownFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listMarkdownFiles(full);
    return entry.isFile() && entry.name.endsWith(".md") ? [full] : [];
  });
}
