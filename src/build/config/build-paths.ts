import { join } from "node:path";
import { environment, type Environment } from "./environment.ts";

/**
 * Where a build reads its content and writes its output, and the other tooling settings. These are not
 * site configuration (that is `resolve-site-config.ts`): they let several builds run side by side,
 * for example the benchmark's 5,000-page build next to the real one.
 */
export interface BuildPaths {
  /** Markdown content folder (`CONTENT_DIR`, default `content`). */
  contentDir: string;
  /** The content build's output and the bundles, which the pages stage reads (`SITE_CACHE_DIR`, default `.cache/site`). */
  siteCacheDir: string;
  /** The build's output folder (`BUILD_DIR`, default `build`). */
  buildDir: string;
  /** The static site inside the build directory. */
  clientDir: string;
  /** The pages' search copies, which the search index is built from (src/build/publish/search-copy.ts). */
  searchPagesDir: string;
}

/** Resolves the build's folders from the environment; relative values are relative to the project root. */
export function resolveBuildPaths(
  env: Pick<Environment, "CONTENT_DIR" | "SITE_CACHE_DIR" | "BUILD_DIR"> = environment,
): BuildPaths {
  const buildDir = env.BUILD_DIR ?? "build";
  return {
    contentDir: env.CONTENT_DIR ?? "content",
    siteCacheDir: env.SITE_CACHE_DIR ?? ".cache/site",
    buildDir,
    clientDir: join(buildDir, "client"),
    searchPagesDir: join(buildDir, "search-pages"),
  };
}

/** The folders of this build, resolved once. */
export const buildPaths: BuildPaths = resolveBuildPaths();

/** Where `npm start` listens (`PORT`, `HOST`) and which Chromium the tests and bench drive (`CHROME_PATH`). */
export const toolEnvironment = {
  port: Number(environment.PORT ?? 3000),
  host: environment.HOST ?? "localhost",
  chromiumPath: environment.CHROME_PATH ?? "/usr/bin/chromium",
};
