import { expect, test, type Page } from "./support/test.ts";

async function tabUntil(page: Page, predicate: () => Promise<boolean>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await predicate()) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the element was not reached with the keyboard");
}

const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? "");

test.describe("keyboard only", () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test("skip link, top bar, sidebar, table of contents and tabs work from the keyboard with visible focus", async ({
    page,
  }) => {
    await page.goto("/docs/graphql/getting-started/graph-ql");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();

    await page.goto("/docs/graphql/topics/itinerary/creating");
    await tabUntil(page, async () => (await focusedText(page)) === "Documentation");
    await expect(page.locator(":focus")).toHaveAttribute("aria-current", "page");
    await tabUntil(
      page,
      async () => (await page.locator(":focus").getAttribute("aria-label")) === "Expand Place information",
    );
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Collapse Place information" }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Opening hours");

    await page.goto("/docs/graphql/getting-started/graph-ql");
    const firstTab = page.getByRole("tab").first();
    await tabUntil(page, async () => firstTab.evaluate((el) => el === document.activeElement));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab").nth(1)).toBeFocused();
    await expect(page.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
  });

  test("table of contents links move to their section", async ({ page }) => {
    await page.goto("/docs/graphql/topics/itinerary/creating");
    const toc = page.getByRole("navigation", { name: "On this page", exact: true });
    const second = toc.getByRole("link").nth(1);
    await second.focus();
    await page.keyboard.press("Enter");
    const hash = await second.getAttribute("href");
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(page.locator(`[id="${hash?.slice(1)}"]`)).toBeInViewport();
  });

  test("the drawer and search open and close from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/docs/graphql");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("combobox")).toBeHidden();
  });
});

test("reduced motion turns off smooth scrolling and the drawer animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/docs/graphql");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await page.getByRole("dialog", { name: "Menu" }).evaluate((el) => getComputedStyle(el).animationName)).toBe(
    "none",
  );
});
