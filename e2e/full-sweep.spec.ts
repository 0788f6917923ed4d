// npm run test:full only (playwright.config.ts leaves this file out otherwise): every page of the site in the browser,
// in both themes. npm test requests every page in Node (the site audit) and loads a sample here (accessibility.spec.ts).
import { pinnedAxe } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";
import { routes } from "./site-tree.ts";

const pages = routes.filter((route) => route.node.type === "markdown").map((route) => route.node);

test("the sweep covers every page of the tree", () => {
  expect(pages.length).toBeGreaterThan(400);
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    for (const node of pages) {
      test(`${node.path} renders its title without a page or console error and has no WCAG 2.2 AA violations`, async ({
        page,
      }) => {
        test.slow();
        await page.goto(node.path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expect(page.locator("main h1")).toContainText(node.title);
        const { violations } = await pinnedAxe(page).analyze();
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length} element(s)`)).toEqual([]);
      });
    }
  });
}
