import { statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ContentProblem } from "#build/content/content-problem.ts";
import {
  loadContentFile,
  loadContentFiles,
  type ContentFile,
  type LoadContentOptions,
} from "#build/content/load-content-files.ts";

/** The stamp of a file no longer on disk. */
const MISSING = "missing";

/** What `DevContent` knows, as plain data: another thread reads the content at start (site-sources.ts). */
export interface ContentSnapshot {
  files: Map<string, ContentFile | undefined>;
  problems: Map<string, ContentProblem[]>;
  stamps: Map<string, string>;
}

/**
 * The content files as the dev server knows them: every file's front matter and body, read once at start, then one
 * file again when it is saved. A file added or removed (or renamed) reads the folder again, since it may change which
 * file makes which path.
 */
export class DevContent {
  /** By file; a file whose front matter cannot be read keeps its place with no value, so the order holds. */
  private files = new Map<string, ContentFile | undefined>();
  private problems = new Map<string, ContentProblem[]>();
  /** Each file's modification time and size when it was read, by file. */
  private stamps = new Map<string, string>();

  /** Reads every file, unless given what another `DevContent` read (`snapshot`). */
  constructor(
    private readonly options: LoadContentOptions,
    read?: ContentSnapshot,
  ) {
    if (read) {
      this.files = read.files;
      this.problems = read.problems;
      this.stamps = read.stamps;
    } else {
      this.reloadAll();
    }
  }

  /** What was read, to hand to another thread's `DevContent`. */
  snapshot(): ContentSnapshot {
    return { files: this.files, problems: this.problems, stamps: this.stamps };
  }

  /** Every loaded file, in the folder's order. */
  list(): ContentFile[] {
    return [...this.files.values()].filter((file) => file !== undefined);
  }

  /** Problems of the front matter and placeholders, of every file. */
  loadProblems(): ContentProblem[] {
    return [...this.problems.values()].flat();
  }

  /** Reads the folder again. */
  reloadAll(): void {
    const loaded = loadContentFiles(this.options);
    this.files = new Map(loaded.files.map((file) => [file.file, file]));
    this.stamps = new Map(loaded.files.map((file) => [file.file, this.stampOf(file.file)]));
    this.problems = new Map();
    for (const problem of loaded.problems)
      this.problems.set(problem.file, [...this.fileProblems(problem.file), problem]);
  }

  /**
   * Reads one saved file again (an absolute path). Returns the file before and after, so the caller can tell whether
   * only its body changed (the tree stays) or its front matter did.
   */
  reloadFile(absolute: string): { before?: ContentFile; after?: ContentFile } {
    const loaded = loadContentFile(this.options, absolute);
    const key = relative(this.options.rootDir, absolute).split(sep).join("/");
    const before = this.files.get(key);
    this.files.set(key, loaded.file);
    this.stamps.set(key, this.stampOf(key));
    this.problems.set(key, loaded.problems);
    return { before, after: loaded.file };
  }

  /**
   * The absolute paths of the files changed on disk since they were read. The watcher can miss a save that follows
   * another within a few milliseconds; each request checks the files (a stat each) so that it never serves an older
   * version of one.
   */
  changedOnDisk(): { file: string; event: "change" | "unlink" }[] {
    const changed: { file: string; event: "change" | "unlink" }[] = [];
    for (const [file, stamp] of this.stamps) {
      const now = this.stampOf(file);
      if (stamp !== now)
        changed.push({ file: join(this.options.rootDir, file), event: now === MISSING ? "unlink" : "change" });
    }
    return changed;
  }

  private stampOf(file: string): string {
    try {
      const { mtimeMs, ctimeMs, size } = statSync(join(this.options.rootDir, file));
      return `${mtimeMs}:${ctimeMs}:${size}`;
    } catch {
      return MISSING;
    }
  }

  private fileProblems(file: string): ContentProblem[] {
    return this.problems.get(file) ?? [];
  }
}
