import { isAbsolute, join, resolve, sep } from "node:path";

/** The files and folders the dev server follows. */
export interface WatchedPaths {
  /** The content, `schema/` and `examples/`: what the site is made from. */
  sources: string[];
  /** site.config.ts, read once per process. */
  configFile: string;
  /** All of them, with the folders Vite serves from source (the islands, the app, public/). */
  all: string[];
}

/** What the dev server of a site in `rootDir` follows, with the app's code in `projectDir`. */
export function listWatchedPaths(options: { rootDir: string; contentDir: string; projectDir: string }): WatchedPaths {
  const sources = [options.contentDir, "schema", "examples"].map((folder) => resolve(options.rootDir, folder));
  const configFile = join(options.projectDir, "site.config.ts");
  const served = ["src", "app", "public"].map((folder) => join(options.projectDir, folder));
  return { sources, configFile, all: [...served, ...sources, configFile] };
}

/**
 * For Vite's watcher (`server.watch.ignored`): skips every path but `watched`, what is inside them and the folders
 * above them (which the watcher walks down). Without it, the watcher's first scan walks the whole project, the tests
 * and the build's output and caches included (thousands of files after a build), on the server's thread before the
 * first page. The content may be anywhere, .cache included (the dev-server browser test's is in .cache/dev-e2e).
 */
export function skipUnwatched(watched: string[]): (path: string) => boolean {
  const kept = watched.map((path) => resolve(path));
  // Called for every path the watcher meets, on the server's thread before the first page: comparing prefixes took
  // 3-6 ms against 65 ms for `path.relative` on the project's 1,137 paths, four times each (a microbenchmark).
  return (path) => {
    const full = isAbsolute(path) ? path : resolve(path);
    return !kept.some((folder) => isWithin(full, folder) || isWithin(folder, full));
  };
}

/** Whether `path` is `folder` or inside it; both absolute and normalised. */
function isWithin(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}
