/**
 * Every environment variable the project's code reads, read here and nowhere else (scripts/run.mjs, which runs before
 * any of it, reads `BUILD_TOOL_DIR` itself; the Playwright config reads the test runner's own). Values are trimmed,
 * and an empty one counts as unset.
 */
export interface Environment {
  /** Site settings with fallbacks in site.config.ts (src/build/config/resolve-site-config.ts). */
  GRAPHQL_ACCESS_TOKEN?: string;
  MAPS_ACCESS_TOKEN?: string;
  FEEDBACK_ENDPOINT?: string;
  /** The build's folders (src/build/config/build-paths.ts). */
  CONTENT_DIR?: string;
  SITE_CACHE_DIR?: string;
  BUILD_DIR?: string;
  /** Where `npm start` listens. */
  PORT?: string;
  HOST?: string;
  /** The Chromium the tests and the bench drive. */
  CHROME_PATH?: string;
  /** The Java that runs the HTML checker. */
  JAVA?: string;
  /** Set (to anything) to have `npm run dev` write when each step of its start ends, to stderr. */
  DEV_TIMING?: string;
}

const NAMES = [
  "GRAPHQL_ACCESS_TOKEN",
  "MAPS_ACCESS_TOKEN",
  "FEEDBACK_ENDPOINT",
  "CONTENT_DIR",
  "SITE_CACHE_DIR",
  "BUILD_DIR",
  "PORT",
  "HOST",
  "CHROME_PATH",
  "JAVA",
  "DEV_TIMING",
] as const satisfies readonly (keyof Environment)[];

/** The variables of `source` the project reads, set and non-empty, trimmed. */
export function readEnvironment(source: Record<string, string | undefined> = process.env): Environment {
  const environment: Environment = {};
  for (const name of NAMES) {
    const value = source[name]?.trim();
    if (value) environment[name] = value;
  }
  return environment;
}

/** This process's environment, read once. */
export const environment: Environment = readEnvironment();

/**
 * Declares the process a production build to the packages that read `NODE_ENV` themselves, unless it is set: React
 * picks its development or production build by it, and its development build renders the same HTML several times
 * slower. Vite's build sets it in the process it runs in; the pages stage runs without Vite on a large site (in a process
 * of its own), where React loaded its development build.
 */
export function declareProductionBuild(target: Record<string, string | undefined> = process.env): void {
  if (!target.NODE_ENV?.trim()) target.NODE_ENV = "production";
}
