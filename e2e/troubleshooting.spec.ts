import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { listDeprecations } from "#build/markdown/schema-deprecations.ts";
import { expect, test } from "./support/test.ts";

test.use({ viewport: { width: 1400, height: 900 } });

const TROUBLESHOOTING = "/docs/references/troubleshooting";

test("the troubleshooting page gathers the entries under symptom headings and is listed under References", async ({
  page,
}) => {
  await page.goto(TROUBLESHOOTING);
  await expect(page.locator("h1")).toHaveText("Troubleshooting");
  await expect(page.getByRole("heading", { level: 2, name: "Tokens, permissions and access" })).toBeVisible();
  expect(await page.locator('article li a[href*="#what-can-go-wrong"]').count()).toBeGreaterThan(10);
  await expect(
    page.getByRole("navigation", { name: "References pages" }).getByRole("link", { name: "Troubleshooting" }),
  ).toBeVisible();
});

test("a search for a symptom finds the troubleshooting page", async ({ page }) => {
  await page.goto(TROUBLESHOOTING);
  const symptoms = await page.locator("article li > p:first-child > strong").allTextContents();
  // The longest symptom has the most words, so few pages besides this one and its own page match all of them.
  const symptom = symptoms.reduce((longest, text) => (text.length > longest.length ? text : longest), "");
  expect(symptom.length).toBeGreaterThan(20);
  await page.getByRole("button", { name: "Search docs" }).click();
  await page.getByRole("combobox", { name: "Search documentation" }).fill(symptom.replace(/[.`"]/g, ""));
  const paths = page
    .getByRole("listbox", { name: "Search results" })
    .getByRole("option")
    .getByText(/^\/docs\//);
  await expect(paths.filter({ hasText: new RegExp(`^${TROUBLESHOOTING}$`) })).toHaveCount(1, {
    // The first search loads the index and this long page's fragment; on a busy machine that can take a while.
    timeout: 20_000,
  });
});

test("an entry's link lands on the heading of the page that explains it", async ({ page }) => {
  // The first entry's page may hold an embed builder, whose preview frames the hosted viewer: answered here, on this machine.
  const shareOrigin = new URL(resolveSiteConfig().shareHost).origin;
  await page.route(`${shareOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Viewer</title>" }),
  );
  await page.goto(TROUBLESHOOTING);
  const link = page.locator('article li a[href*="#what-can-go-wrong"]').first();
  const href = (await link.getAttribute("href")) ?? "";
  const [path, anchor] = href.split("#");
  expect(anchor).toMatch(/^what-can-go-wrong/);
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  const heading = page.locator(`[id="${anchor}"]`);
  await expect(heading).toHaveText(/^What can go wrong/);
  await expect(heading).toBeInViewport();
});

test("the API changes page lists every deprecation of the schema", async ({ page }) => {
  const deprecations = listDeprecations(loadSchema().schema);
  await page.goto("/docs/graphql/changelog");
  const section = page.locator("article");
  if (deprecations.length === 0) {
    await expect(section.getByText("The schema has no deprecated fields, arguments or enum values.")).toBeVisible();
    return;
  }
  const table = section.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Deprecated" }) });
  await expect(table.locator("tbody tr")).toHaveCount(deprecations.length);
  for (const d of deprecations)
    await expect(table.getByText(`${d.typeName}.${d.member}`, { exact: true })).toBeVisible();
});
