import { expect, test } from "./support/test.ts";
import { buildPaths } from "#build/config/build-paths.ts";
import { BUDGETS } from "../bench/budgets.ts";
import { measurePageWeight } from "../bench/measure-page-weight.ts";

const OVERVIEW = "/docs/graphql/schema";
const TYPE_PAGE = "/docs/graphql/schema/Itinerary";

test("typing in the overview's filter box hides the entries that do not match and says how many do", async ({
  page,
}) => {
  test.slow();
  await page.goto(OVERVIEW);
  const main = page.locator("#main");
  const mutation = main.getByRole("link", { name: "Mutation.createItineraryLocation", exact: true });
  const attribute = main.getByRole("link", { name: "Attribute", exact: true });
  await expect(mutation).toBeVisible();
  await expect(attribute).toBeVisible();
  await page.getByRole("searchbox", { name: "Filter the lists on this page" }).fill("createItineraryLocation");
  await expect(mutation).toBeVisible();
  await expect(attribute).toBeHidden();
  await expect(main.getByRole("heading", { name: "Scalars" })).toBeHidden();
  await expect(page.locator(".filter-list output")).toContainText("of");
});

test("without JavaScript the overview lists every type", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(OVERVIEW);
  await expect(page.locator("#main").getByRole("link", { name: "Itinerary", exact: true })).toBeVisible();
  await expect(page.locator("#main").getByRole("link", { name: "String", exact: true })).toBeVisible();
  await context.close();
});

test("a field name in a guide's code block is a keyboard link to the field's entry in the reference", async ({
  page,
}) => {
  test.slow();
  await page.goto("/docs/graphql/getting-started/managing-a-list");
  const link = page.locator("figure.code-block a.code-link", { hasText: /^createItinerary$/ }).first();
  await expect(link).toHaveAttribute("href", "/docs/graphql/schema/Mutation#field-createItinerary");
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/docs\/graphql\/schema\/Mutation#field-createItinerary$/);
  await expect(page.locator("#field-createItinerary")).toBeInViewport();
});

test("the copy button of a linked code block still copies plain text", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/docs/graphql/getting-started/managing-a-list");
  const figure = page.locator("figure.code-block", { has: page.locator("a.code-link") }).first();
  const expected = await figure.locator("pre").innerText();
  await figure.getByRole("button", { name: /^Copy/ }).click();
  // The copy finishes after the click returns: wait for the clipboard to hold the block, however long that takes.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).not.toContain("<a");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a type page with many fields does not scroll sideways", async ({ page }) => {
    await page.goto(TYPE_PAGE);
    await expect(page.locator("#field-title")).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("reference pages keep the first-load budgets", () => {
  for (const path of [OVERVIEW, TYPE_PAGE, "/docs/graphql/operations/itinerary/GetItinerary"]) {
    const weight = measurePageWeight(buildPaths.clientDir, path);
    expect(weight.js.gzip, `${path} JavaScript (gzip bytes)`).toBeLessThanOrEqual(BUDGETS.firstLoadJs);
    expect(weight.css.gzip, `${path} CSS (gzip bytes)`).toBeLessThanOrEqual(BUDGETS.css);
    expect(weight.html.gzip, `${path} HTML (gzip bytes)`).toBeLessThanOrEqual(BUDGETS.longGuideHtml);
  }
});

test("an operation page shows the operation with its Run action and links to the types it uses", async ({ page }) => {
  await page.goto("/docs/graphql/operations/itinerary/GetItinerary");
  await expect(
    page.locator("figure.code-block[data-runnable] a.code-link", { hasText: /^itinerary$/ }),
  ).toHaveAttribute("href", "/docs/graphql/schema/Query#field-itinerary");
  await expect(page.locator("#main").getByRole("link", { name: "Itinerary", exact: true })).toHaveAttribute(
    "href",
    TYPE_PAGE,
  );
  await page.goto(TYPE_PAGE);
  await expect(page.locator("#main").getByRole("link", { name: "GetItinerary", exact: true })).toHaveAttribute(
    "href",
    "/docs/graphql/operations/itinerary/GetItinerary",
  );
});
