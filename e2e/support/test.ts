import { test as base } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * Playwright's `test`, with one difference: `page.goto` to an HTML page resolves once the page has hydrated. Pages
 * paint before their scripts start (docs/decisions/0004), so a test, like a reader, acts once the page answers input.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()["content-type"]?.includes("text/html"))
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});
