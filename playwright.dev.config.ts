import { cpSync, rmSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { toolEnvironment } from "./src/build/config/build-paths.ts";

/**
 * The dev server's browser test (`npx playwright test -c playwright.dev.config.ts`): `npm run dev` on a copy of a
 * small site, so it needs no build and the test may edit the content. Not part of playwright.config.ts, whose tests
 * run against the built site.
 */
export const DEV_SITE_DIR = ".cache/dev-e2e";
const port = Number((process.env.E2E_DEV_PORT ||= String(20_000 + Math.floor(Math.random() * 20_000))));

// Playwright loads this file again in each worker: only the first load copies the site.
if (!process.env.E2E_DEV_SITE_COPIED) {
  rmSync(DEV_SITE_DIR, { recursive: true, force: true });
  cpSync("test/fixtures/dev-server/site/content", `${DEV_SITE_DIR}/content`, { recursive: true });
  process.env.E2E_DEV_SITE_COPIED = "1";
}

export default defineConfig({
  testDir: "e2e/dev-server",
  // Not `*.spec.ts`, so that playwright.config.ts, whose tests run against the built site, leaves it out.
  testMatch: "**/*.dev-spec.ts",
  workers: 1,
  // `npm test` runs this beside the unit tests, the audit and the other browser tests on two cores: there the server's
  // first render and each reload can take seconds (one fresh-clone run took 37 s, where 4.4 s is usual). How fast an
  // edit shows is measured by ../shared/bench/devloop.sh, not here.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: "list",
  use: { baseURL: `http://127.0.0.1:${port}`, trace: "off" },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: toolEnvironment.chromiumPath, args: ["--no-sandbox"] },
      },
    },
  ],
  webServer: {
    command: `CONTENT_DIR=${DEV_SITE_DIR}/content node scripts/run.mjs scripts/dev.ts --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/docs/graphql/guide`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
