import { EXPERIMENTAL_RULES, PINNED_AXE_VERSION, pinnedAxe } from "./support/axe.ts";
import { expect, test, type Page } from "./support/test.ts";
import { isGeneratedPath, routes } from "./site-tree.ts";

async function expectNoViolations(page: Page, label: string) {
  const results = await pinnedAxe(page).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, label).toEqual([]);
}

// A spread of written pages from every section (at least 30), plus one page of each generated kind: the hundreds of
// schema and operation pages share their layout, so a sample of them would crowd out the written ones.
const writtenPaths = routes
  .filter((r) => r.node.type === "markdown" && !isGeneratedPath(r.node.path))
  .map((r) => r.node.path);
const step = Math.max(1, Math.floor(writtenPaths.length / 32));
const sampled = [
  ...writtenPaths.filter((_, index) => index % step === 0),
  "/docs/graphql/schema/Itinerary",
  "/docs/graphql/schema/RouteMode",
  "/docs/graphql/operations/itinerary/CreateItinerary",
  "/docs/references/troubleshooting",
];

test("axe runs the axe-core version package.json pins, with the experimental label-in-name rule", async ({ page }) => {
  await page.goto("/docs/getting-started");
  const results = await pinnedAxe(page).analyze();
  expect(results.testEngine.version).toBe(PINNED_AXE_VERSION);
  const ran = [...results.passes, ...results.violations, ...results.incomplete].map((rule) => rule.id);
  for (const rule of EXPERIMENTAL_RULES) expect(ran).toContain(rule);
});

test("the logo link and the search button are named by the text they show (WCAG 2.5.3)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/docs/getting-started");
  const header = page.locator("header").first();
  await expect(header.getByRole("link", { name: "Waymark Docs", exact: true })).toBeVisible();
  await expect(header.getByRole("button", { name: "Search docs… Ctrl K", exact: true })).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test("at least 30 content pages are checked", () => {
      expect(sampled.length).toBeGreaterThanOrEqual(30);
    });

    for (const path of sampled) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        // axe takes tens of seconds on the longest pages (a type with 60 fields) on a busy two-core machine.
        test.slow();
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectNoViolations(page, path);
      });
    }

    test("the 404 page has no violations", async ({ page }) => {
      await page.goto("/no-such-page");
      await expectNoViolations(page, "404");
    });

    for (const width of [320, 375]) {
      test(`a content page at ${width} px has no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto("/docs/mapping/getting-started/example-hike");
        await expectNoViolations(page, `${width} px`);
      });
    }

    test("the open drawer has no violations", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto("/docs/graphql/topics/itinerary/creating");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expectNoViolations(page, "drawer open");
    });
  });
}
