import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    // A focused test (`it.only`) would silently skip every other test: fail instead, locally as in CI.
    allowOnly: false,
  },
});
