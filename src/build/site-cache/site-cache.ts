import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildPaths } from "#build/config/build-paths.ts";
import { startFileWriter } from "#build/pipeline/file-writer.ts";
import type { DocNode } from "#build/content/doc-node.ts";
import type { PageRecord, SiteData } from "#build/pipeline/build-site-data.ts";
import type { BreakingChangesFile } from "#shared/operation-checker.ts";

/** Folder where the content build leaves its output for the pages stage (`SITE_CACHE_DIR`). */
export const SITE_CACHE_DIR = buildPaths.siteCacheDir;

const BREAKING_CHANGES_FILE = "breaking-changes.json";

/**
 * Writes the site data as small JSON files, one per page, so each route reads only its own page. The content stage
 * starts it before rendering and writes each page as soon as it is rendered (`writePage`): on 5,000 pages, writing
 * them all after the last one took 1.7 s of the stage. `finish` writes the rest, and any page not yet written.
 */
export interface SiteCacheWriter {
  writePage(page: PageRecord): void;
  finish(data: SiteData): Promise<void>;
}

/**
 * Starts writing the site cache. Pages go to a folder of their own until `finish` puts it in place of the last
 * build's, so that a build that fails leaves the last good cache whole (`npm start` and the docs server read it).
 * Only this stage's files are touched: the bundles, built at the same time, share the folder. The pages are written
 * on a thread of their own (src/build/pipeline/file-writer.ts), while the stage renders the next.
 */
export function startSiteCache(rootDir: string): SiteCacheWriter {
  const dir = resolve(rootDir, SITE_CACHE_DIR);
  const pagesDir = join(dir, "pages");
  const nextPagesDir = join(dir, "pages.next");
  rmSync(nextPagesDir, { recursive: true, force: true });
  mkdirSync(nextPagesDir, { recursive: true });
  const files = startFileWriter();
  const written = new Set<string>();
  const writePage = (page: PageRecord) => {
    files.write(join(nextPagesDir, pageFileName(page.path)), JSON.stringify(page));
    written.add(page.path);
  };
  return {
    writePage,
    async finish(data) {
      for (const page of data.pages) if (!written.has(page.path)) writePage(page);
      await files.close();
      rmSync(pagesDir, { recursive: true, force: true });
      renameSync(nextPagesDir, pagesDir);
      writeFileSync(join(dir, "tree.json"), JSON.stringify(data.tree));
      writeFileSync(join(dir, "highlight.css"), data.highlightCss);
      writeFileSync(join(dir, "stats.json"), JSON.stringify(data.stats));
      const breakingChanges = join(dir, BREAKING_CHANGES_FILE);
      if (data.breakingChanges) writeFileSync(breakingChanges, JSON.stringify(data.breakingChanges));
      else rmSync(breakingChanges, { force: true });
    },
  };
}

let treeCache: DocNode | undefined;
/** The documentation tree written by the content build. */
export function readTree(rootDir = process.cwd()): DocNode {
  treeCache ??= JSON.parse(readFileSync(resolve(rootDir, SITE_CACHE_DIR, "tree.json"), "utf8")) as DocNode;
  return treeCache;
}

let highlightCssCache: string | undefined;
/**
 * The syntax colours the site's code blocks use, written by the content build. Every page carries them in its head:
 * a stylesheet imported by the app would make the app's bundle wait for the content.
 */
export function readHighlightCss(rootDir = process.cwd()): string {
  highlightCssCache ??= readFileSync(resolve(rootDir, SITE_CACHE_DIR, "highlight.css"), "utf8");
  return highlightCssCache;
}

/** The breaking changes of the reference's versions, when the content build made them (the site lists API changes). */
export function readBreakingChanges(rootDir = process.cwd()): BreakingChangesFile | undefined {
  const file = resolve(rootDir, SITE_CACHE_DIR, BREAKING_CHANGES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BreakingChangesFile) : undefined;
}

/** One rendered page written by the content build. */
export function readPage(path: string, rootDir = process.cwd()): PageRecord {
  return JSON.parse(readFileSync(resolve(rootDir, SITE_CACHE_DIR, "pages", pageFileName(path)), "utf8")) as PageRecord;
}

function pageFileName(path: string): string {
  return `${path === "/" ? "index" : path.slice(1).replaceAll("/", "__")}.json`;
}
