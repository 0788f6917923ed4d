import { EXPERIMENTAL_RULES, PINNED_AXE_VERSION, pinnedAxe } from "./support/axe.ts";
import { expect, test, type Page } from "./support/test.ts";
import { isGeneratedPath, routes } from "./site-tree.ts";

/** axe's violations on `page` as one line each, so a failure names the rule and where. */
async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = pinnedAxe(page);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/**
 * Checks the page as loaded (light theme: the test browser prefers light), then switches it to dark with its own
 * toggle and checks the colours again on the same load: only colour contrast changes with the theme.
 */
async function expectNoViolationsInEitherTheme(page: Page, label: string, switchTheme: "toggle" | "attribute") {
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await axeViolations(page), `${label}, light theme`).toEqual([]);
  if (switchTheme === "toggle") await page.getByRole("button", { name: "Switch to dark theme" }).first().click();
  // Where the toggle is out of sight (inside the closed drawer), the same switch its island makes.
  else await page.evaluate(() => (document.documentElement.dataset.theme = "dark"));
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await axeViolations(page, ["color-contrast"]), `${label}, dark theme`).toEqual([]);
}

// A spread of written pages over every section (16), plus one page of each generated kind: the hundreds of schema and
// operation pages share their layout, so a sample of them would crowd out the written ones. Every page of the site in
// both themes, with every rule: npm run test:full (full-sweep.spec.ts).
const writtenPaths = routes
  .filter((r) => r.node.type === "markdown" && !isGeneratedPath(r.node.path))
  .map((r) => r.node.path);
const step = Math.max(1, Math.floor(writtenPaths.length / 16));
const sampled = [
  ...writtenPaths.filter((_, index) => index % step === 0),
  "/docs/graphql/schema/Itinerary",
  "/docs/graphql/schema/RouteMode",
  "/docs/graphql/operations/itinerary/CreateItinerary",
  "/docs/references/troubleshooting",
];

test.use({ colorScheme: "light" });

test("axe runs the axe-core version package.json pins, with the experimental label-in-name rule", async ({ page }) => {
  await page.goto("/docs/getting-started");
  const results = await pinnedAxe(page).analyze();
  expect(results.testEngine.version).toBe(PINNED_AXE_VERSION);
  // A rule that ran is listed in one of these; one that found nothing to check is "inapplicable", but it ran.
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
    (rule) => rule.id,
  );
  for (const rule of EXPERIMENTAL_RULES) expect(ran).toContain(rule);
});

test("the logo link and the search button are named by the text they show (WCAG 2.5.3)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/docs/getting-started");
  const header = page.locator("header").first();
  await expect(header.getByRole("link", { name: "Waymark Docs", exact: true })).toBeVisible();
  await expect(header.getByRole("button", { name: "Search docs… Ctrl K", exact: true })).toBeVisible();
});

test("the sample reaches every section: getting started, GraphQL, mapping, embeds and references", () => {
  expect(sampled.length).toBeGreaterThanOrEqual(20);
  for (const section of ["/docs/getting-started", "/docs/graphql", "/docs/mapping", "/docs/embed", "/docs/references"])
    expect(
      sampled.some((path) => path.startsWith(section)),
      section,
    ).toBe(true);
});

for (const path of sampled) {
  test(`${path} has no WCAG 2.2 AA violations, light or dark`, async ({ page }) => {
    // axe takes tens of seconds on the longest pages (a type with 60 fields) on a busy two-core machine.
    test.slow();
    await page.goto(path);
    await expectNoViolationsInEitherTheme(page, path, "toggle");
  });
}

test("the 404 page has no violations, light or dark", async ({ page }) => {
  test.slow(); // two axe runs on a busy two-core machine
  await page.goto("/no-such-page");
  await expectNoViolationsInEitherTheme(page, "404", "toggle");
});

for (const width of [320, 375]) {
  test(`a content page at ${width} px has no violations, light or dark`, async ({ page }) => {
    test.slow(); // two axe runs on a busy two-core machine
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/docs/mapping/getting-started/example-hike");
    await expectNoViolationsInEitherTheme(page, `${width} px`, "attribute");
  });
}

test("the open drawer has no violations, light or dark", async ({ page }) => {
  test.slow(); // two axe runs on a busy two-core machine
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/docs/graphql/topics/itinerary/creating");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoViolationsInEitherTheme(page, "drawer open", "attribute");
});
