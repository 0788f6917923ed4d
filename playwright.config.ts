import { createServer } from "node:net";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { toolEnvironment } from "./src/build/config/build-paths.ts";

/** A port no other process listens on, chosen by the system (listening on port 0). */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "localhost", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port assigned")),
      );
    });
  });
}

// The tests always start their own server on a fresh build, never one already listening (it may serve a stale
// build). Playwright loads this file again in each worker: the port chosen here goes into the environment the
// workers inherit, so they all talk to the same server.
process.env.E2E_PORT ||= String(await findFreePort());
const port = Number(process.env.E2E_PORT);
const chromiumPath = toolEnvironment.chromiumPath;

export default defineConfig({
  testDir: "e2e",
  // Every page in both themes, in the browser: only with npm run test:full (FULL_SWEEP=1).
  testIgnore: process.env.FULL_SWEEP ? [] : ["**/full-sweep.spec.ts"],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Playwright's default is half the cores: one worker on a 2-core machine, where two finish the suite in about half
  // the time (185 tests: 4.1 min on one worker).
  workers: Math.max(2, Math.ceil(availableParallelism() / 2)),
  retries: 0,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath,
          args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: {
    command: `PORT=${port} node scripts/run.mjs scripts/start.ts`,
    url: `http://localhost:${port}/docs/getting-started`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
