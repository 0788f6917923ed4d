import { join } from "node:path";

/**
 * Where a build reads its content and writes its output, and the other tooling settings. These are not
 * site configuration (that is `resolve-site-config.ts`): they let several builds run side by side,
 * for example the benchmark's 5,000-page build next to the real one.
 */
export interface BuildPaths {
  /** Markdown content folder (`CONTENT_DIR`, default `content`). */
  contentDir: string;
  /** Content-build output that the React Router build reads (`SITE_CACHE_DIR`, default `.cache/site`). */
  siteCacheDir: string;
  /** React Router's build directory (`BUILD_DIR`, default `build`). */
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

/** Which share of the paths one `react-router build` prerenders: shard `index` (from 0) of `count`. */
export interface PrerenderShard {
  index: number;
  count: number;
}

/** The variable that tells one `react-router build` which shard it is (lib/pipeline/prerender-shards.ts). */
export const SHARD_VARIABLE = "PRERENDER_SHARD";

/** Reads a shard as `index/count`, such as `1/2`; unset means one shard with every path. */
export function parsePrerenderShard(value: string | undefined): PrerenderShard {
  if (value === undefined || value.trim() === "") return { index: 0, count: 1 };
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index >= count) {
    throw new Error(
      `${SHARD_VARIABLE}=\`${value}\` is not a shard: write \`index/count\` with index from 0 to count - 1, such as ` +
        "`1/2`, or leave it unset to prerender every path.",
    );
  }
  return { index, count };
}

/** How many `react-router build` processes prerender at once (`PRERENDER_SHARDS`); unset lets the build decide. */
export function readPrerenderShardCount(value: string | undefined = process.env.PRERENDER_SHARDS): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const count = Number(value.trim());
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`PRERENDER_SHARDS=\`${value}\` is not a count of processes: write a whole number such as \`2\`.`);
  }
  return count;
}
