import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import { routes } from "./site-tree.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, label).toEqual([]);
}

// Every page type plus a spread of content pages from every section (at least 30).
const markdownPaths = routes.filter((r) => r.node.type === "markdown").map((r) => r.node.path);
const step = Math.max(1, Math.floor(markdownPaths.length / 32));
const sampled = markdownPaths.filter((_, index) => index % step === 0);

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test("at least 30 content pages are checked", () => {
      expect(sampled.length).toBeGreaterThanOrEqual(30);
    });

    for (const path of sampled) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectNoViolations(page, path);
      });
    }

    test("the 404 page has no violations", async ({ page }) => {
      await page.goto("/no-such-page");
      await expectNoViolations(page, "404");
    });

    test("the open drawer has no violations", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto("/docs/graphql/topics/itinerary/creating");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expectNoViolations(page, "drawer open");
    });
  });
}
