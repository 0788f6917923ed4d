import { join } from "node:path";

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
}

/** The environment variables that move the build's folders. */
export interface BuildPathEnvironment {
  CONTENT_DIR?: string;
  SITE_CACHE_DIR?: string;
  BUILD_DIR?: string;
}

/** Resolves the build's folders from the environment; relative values are relative to the project root. */
export function resolveBuildPaths(env: BuildPathEnvironment = readEnvironment()): BuildPaths {
  const buildDir = nonEmpty(env.BUILD_DIR) ?? "build";
  return {
    contentDir: nonEmpty(env.CONTENT_DIR) ?? "content",
    siteCacheDir: nonEmpty(env.SITE_CACHE_DIR) ?? ".cache/site",
    buildDir,
    clientDir: join(buildDir, "client"),
  };
}

/** The folders of this build, resolved once. */
export const buildPaths: BuildPaths = resolveBuildPaths();

function readEnvironment(): BuildPathEnvironment {
  const { CONTENT_DIR, SITE_CACHE_DIR, BUILD_DIR } = process.env;
  return { CONTENT_DIR, SITE_CACHE_DIR, BUILD_DIR };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== "" ? value.trim() : undefined;
}

/** Where `npm start` listens (`PORT`, `HOST`) and which Chromium the tests and bench drive (`CHROME_PATH`). */
export const toolEnvironment = {
  port: Number(nonEmpty(process.env.PORT) ?? 3000),
  host: nonEmpty(process.env.HOST) ?? "localhost",
  chromiumPath: nonEmpty(process.env.CHROME_PATH) ?? "/usr/bin/chromium",
};
