/**
 * Splitting a large site's search index into parts, each built by its own Pagefind process and merged in the browser
 * (`mergeIndex`). Pagefind holds a whole index in memory while it writes it, about 0.37 MB per page of 1,000 words:
 * 1.9 GB for 5,000 pages in one index, a third of that in parts of 1,500. Results from the parts are ranked together
 * by score; each part's term statistics are its own, so scores differ a little from one index's.
 */

/** Pages per part: one index up to this size, so every site of our size keeps a single index. */
export const SEARCH_INDEX_PART_PAGES = 1500;

interface Folder {
  path: string;
  files: string[];
  folders: Map<string, Folder>;
  pages: number;
}

/** A glob for part of the site, and the HTML files it matches. */
interface Unit {
  glob: string;
  pages: number;
}

// Pagefind's globs (the wax crate) give these characters a meaning; a backslash makes them literal.
const GLOB_METACHARACTERS = /[\\?*$:<>()[\]{},!]/g;

function literal(path: string): string {
  return path.replace(GLOB_METACHARACTERS, "\\$&");
}

function folderTree(files: readonly string[]): Folder {
  const root: Folder = { path: "", files: [], folders: new Map(), pages: 0 };
  for (const file of files) {
    const names = file.split("/");
    let folder = root;
    root.pages += 1;
    for (const name of names.slice(0, -1)) {
      let child = folder.folders.get(name);
      if (!child) {
        child = { path: folder.path ? `${folder.path}/${name}` : name, files: [], folders: new Map(), pages: 0 };
        folder.folders.set(name, child);
      }
      child.pages += 1;
      folder = child;
    }
    folder.files.push(file);
  }
  return root;
}

/** Whole folders where they fit in a part; a folder too large for one is split into its files and subfolders. */
function units(folder: Folder, partPages: number): Unit[] {
  if (folder.pages <= partPages && folder.path)
    return [{ glob: `${literal(folder.path)}/**/*.html`, pages: folder.pages }];
  const own = [...folder.files].sort().map((file) => ({ glob: literal(file), pages: 1 }));
  const nested = [...folder.folders.keys()].sort().flatMap((name) => units(folder.folders.get(name)!, partPages));
  return [...own, ...nested];
}

/**
 * Groups the HTML files to index (paths relative to the output folder, `/`-separated) into parts of at most
 * `partPages` files, keeping folders together in path order, and returns one Pagefind glob per part. A folder too
 * large for one part is split down to single files if need be, so no part is larger.
 */
export function searchIndexParts(files: readonly string[], partPages: number = SEARCH_INDEX_PART_PAGES): string[] {
  if (!Number.isInteger(partPages) || partPages < 1) {
    throw new Error(`Search index parts need at least one page each; got ${partPages}.`);
  }
  const parts: Unit[][] = [];
  let current: Unit[] = [];
  let pages = 0;
  for (const unit of units(folderTree(files), partPages)) {
    if (current.length > 0 && pages + unit.pages > partPages) {
      parts.push(current);
      current = [];
      pages = 0;
    }
    current.push(unit);
    pages += unit.pages;
  }
  if (current.length > 0) parts.push(current);
  return parts.map((part) => (part.length === 1 ? part[0]!.glob : `{${part.map((unit) => unit.glob).join(",")}}`));
}
