/**
 * V8's semi-space, in MB, for the build's processes: half of the young generation, where new objects live until a
 * scavenge. Rendering a page allocates syntax trees, tokens and strings that die within the page; with Node's default
 * (16 MB) many survive two scavenges and are promoted, and the old generation then has to be collected too. Measured
 * on the 170-page bench corpus, one thread: 17-20% less time per page with 64 MB. package.json's `build` script passes
 * the same value to the build's own process (test/config/heap-settings.test.ts starts it and reads its flags).
 */
export const SEMI_SPACE_MB = 64;

/** The Node flag that sets it for a child process. */
export const SEMI_SPACE_FLAG = `--max-semi-space-size=${SEMI_SPACE_MB}`;
