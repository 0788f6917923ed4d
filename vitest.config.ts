import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    // A focused test (`it.only`) would silently skip every other test: fail instead, locally as in CI.
    allowOnly: false,
    // Test files share threads and their loaded modules: each file in a fresh process loaded the pipeline, Shiki and
    // graphql-js again (945 tests: 89 s and 110 s of CPU, against 29-34 s and 38 s). No test depends on another's
    // order or leftovers: the suite passes shuffled (`--sequence.shuffle`).
    pool: "threads",
    isolate: false,
  },
});
