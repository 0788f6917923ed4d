import { defineConfig, devices } from "@playwright/test";
import { toolEnvironment } from "./lib/config/build-paths.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const chromiumPath = toolEnvironment.chromiumPath;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
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
    command: `PORT=${port} tsx scripts/start.ts`,
    url: `http://localhost:${port}/docs/getting-started`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
