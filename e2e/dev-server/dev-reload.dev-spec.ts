import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DEV_SITE_DIR } from "../../playwright.dev.config.ts";

const guide = `${DEV_SITE_DIR}/content/docs/graphql/guide.md`;

test("a saved edit shows in the open page, and a content error shows there until the next good save", async ({
  page,
}) => {
  const original = readFileSync(guide, "utf8");
  const connected = page.waitForEvent("console", (message) => message.text().includes("[vite] connected"));
  await page.goto("/docs/graphql/guide");
  await connected;
  try {
    const marker = `Saved at ${Date.now()}.`;
    appendFileSync(guide, `\n${marker}\n`);
    await expect(page.locator("main")).toContainText(marker);

    writeFileSync(guide, original.replace("weight: 2", "weight: heavy"));
    await expect(page.getByRole("heading", { name: "Found 1 content problem" })).toBeVisible();
    await expect(page.locator("main")).toContainText("content/docs/graphql/guide.md:3");

    writeFileSync(guide, original);
    await expect(page.getByRole("heading", { name: "Guide", level: 1 })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(marker);
  } finally {
    writeFileSync(guide, original);
  }
});
