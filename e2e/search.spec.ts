import { pinnedAxe } from "./support/axe.ts";
import { allowConsoleErrors, expect, test, type Page } from "./support/test.ts";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { buildPaths } from "#build/config/build-paths.ts";
import { routes } from "./site-tree.ts";

/** The Markdown of a page, as published next to it (`/docs/….md`). */
const sourceOf = (path: string) => readFileSync(join(buildPaths.clientDir, `${path}.md`), "utf8");

test.use({ viewport: { width: 1400, height: 900 } });

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search documentation" });
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search documentation" });
const results = (page: Page) => page.getByRole("listbox", { name: "Search results" }).getByRole("option");
/** Each result shows the address of its page. */
const resultPaths = (page: Page) => results(page).getByText(/^\/docs\//);

async function search(page: Page, term: string) {
  await page.getByRole("button", { name: "Search docs" }).click();
  await searchBox(page).fill(term);
}

test("the top-bar button opens search; Escape closes it and gives focus back to the button", async ({ page }) => {
  await page.goto("/docs/getting-started");
  const button = page.getByRole("button", { name: "Search docs" });
  await expect(button).toContainText("Search docs…");
  await button.click();
  await expect(dialog(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  // The modal dialog makes the page behind it inert: Tab never reaches it (past the last control, focus
  // leaves for the browser's own interface, here the document body, then comes back to the dialog).
  const focusedOutside = () =>
    dialog(page).evaluate(
      (element) => !element.contains(document.activeElement) && document.activeElement !== document.body,
    );
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press("Tab");
    expect(await focusedOutside()).toBe(false);
  }
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test("on a narrow screen the search button is a labelled icon", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/docs/getting-started");
  const button = page.getByRole("button", { name: "Search docs" });
  await expect(button).toBeVisible();
  // The label is visually hidden (it still names the button): a 1 px clipped box.
  const label = await button.getByText("Search docs…").boundingBox();
  expect(label?.width).toBeLessThanOrEqual(1);
  await button.click();
  await expect(searchBox(page)).toBeFocused();
});

test("Ctrl+K and / open search, but / typed in a text field stays in the field", async ({ page }) => {
  await page.goto("/docs/getting-started");
  await page.locator("h1").click();
  await page.keyboard.press("Control+k");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();

  await page.keyboard.press("/");
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue("");
  await page.keyboard.press("Escape");

  await page.evaluate(() => {
    const field = document.createElement("input");
    field.setAttribute("aria-label", "Scratch field");
    document.querySelector("main")?.prepend(field);
  });
  const field = page.getByRole("textbox", { name: "Scratch field" });
  await field.click();
  await page.keyboard.type("a/b");
  await expect(field).toHaveValue("a/b");
  await expect(dialog(page)).toBeHidden();
});

test("the 404 page's search button opens the dialog", async ({ page }) => {
  await page.goto("/docs/no-such-page");
  await page.getByRole("button", { name: "Search the documentation" }).click();
  await expect(searchBox(page)).toBeFocused();
});

test("a phrase from a page's body finds that page, with the words highlighted and the count announced", async ({
  page,
}) => {
  await page.goto("/docs/getting-started");
  await search(page, "best bakeries in town");
  const first = results(page).first();
  await expect(first).toContainText("Itinerary technology");
  await expect(first.locator("mark").filter({ hasText: /^bakeries$/ })).toHaveCount(1);
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
  await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results?$/);
  const listId = await searchBox(page).getAttribute("aria-controls");
  await expect(page.getByRole("listbox", { name: "Search results" })).toHaveAttribute("id", listId ?? "");
  await first.click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/itinerary-technology$/);
  await expect(dialog(page)).toBeHidden();
});

test("a heading result leads to the heading's anchor and scrolls it into view", async ({ page }) => {
  await page.goto("/docs/getting-started");
  await search(page, "leak in one does not expose the others");
  const first = results(page).first();
  await expect(first).toContainText("Keeping tokens safe");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/docs\/graphql\/topics\/graphql\/token-authorization#keeping-tokens-safe$/);
  await expect(page.locator("#keeping-tokens-safe")).toBeInViewport();
});

test("arrow keys move the active option and Enter opens it", async ({ page }) => {
  await page.goto("/docs/getting-started");
  await search(page, "unsplash");
  await expect(results(page).nth(2)).toBeVisible();
  const box = searchBox(page);
  const options = results(page);
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await expect(options.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(options.first()).toHaveAttribute("aria-selected", "false");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(2).getAttribute("id")) ?? "");
  await box.press("ArrowUp");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  const path = await resultPaths(page).nth(1).textContent();
  await box.press("Enter");
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
});

test("a search that finds nothing says so and suggests the main sections", async ({ page }) => {
  await page.goto("/docs/getting-started");
  await search(page, "kumquatzeppelin");
  await expect(dialog(page).getByText("No results for “kumquatzeppelin”", { exact: true })).toBeVisible();
  await expect(dialog(page).getByRole("status")).toHaveText("No results for “kumquatzeppelin”.");
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  const suggestions = dialog(page).getByRole("link");
  await expect(suggestions).toHaveText(["Getting started", "GraphQL API", "Mapping", "Embeds", "References"]);
  await suggestions.filter({ hasText: "Mapping" }).click();
  await expect(page).toHaveURL(/\/docs\/mapping$/);
  await expect(dialog(page)).toBeHidden();
});

test("when the search index cannot load, the dialog says so, and Try again recovers", async ({ page }) => {
  await page.route("**/pagefind/pagefind.js*", (route) => route.fulfill({ status: 500, body: "Server error" }));
  allowConsoleErrors(page, /status of 500 \(Internal Server Error\) \(http:\/\/localhost:\d+\/pagefind\/pagefind\.js/);
  await page.goto("/docs/getting-started");
  await search(page, "token");
  await expect(dialog(page).getByText("Search could not load.")).toBeVisible();
  await expect(dialog(page).getByRole("status")).toHaveText("Search is unavailable.");
  await page.unroute("**/pagefind/pagefind.js*");
  await dialog(page).getByRole("button", { name: "Try again" }).click();
  await expect(results(page).first()).toBeVisible();
});

test("a large site's index in parts: results from a merged part are listed with the first part's", async ({ page }) => {
  // A second part built here with the build's Pagefind, served where the build would publish it.
  const site = mkdtempSync(join(tmpdir(), "merged-part-"));
  mkdirSync(join(site, "docs/merged-probe"), { recursive: true });
  writeFileSync(
    join(site, "docs/merged-probe/index.html"),
    '<!DOCTYPE html><html lang="en"><body><article data-pagefind-body><h1>Quokka lanterns</h1><p>Where quokkalanterns are kept.</p></article></body></html>',
  );
  const { index } = await pagefind.createIndex({ forceLanguage: "en" });
  await index!.addDirectory({ path: site });
  await index!.writeFiles({ outputPath: join(site, "part") });
  await pagefind.close();
  await page.route("**/pagefind/merged-indexes.json", (route) => route.fulfill({ json: ["/pagefind/part-2/"] }));
  await page.route("**/pagefind/part-2/**", (route) =>
    route.fulfill({
      path: join(site, "part", new URL(route.request().url()).pathname.slice("/pagefind/part-2/".length)),
    }),
  );

  await page.goto("/docs/getting-started");
  await search(page, "quokkalanterns");
  await expect(resultPaths(page)).toHaveText(["/docs/merged-probe"]);
  await searchBox(page).fill("token");
  // The first part's pages still answer, and the probe only where it matches.
  await expect(resultPaths(page).filter({ hasText: "/docs/merged-probe" })).toHaveCount(0);
  await expect(resultPaths(page).first()).toHaveText(/^\/docs\/./);
});

/** The paths the dialog lists, in order. */
const listedPaths = (page: Page) => resultPaths(page).allTextContents();

/** Every page of the index that Pagefind finds for `query`, asked of Pagefind directly. */
async function pagefindPaths(page: Page, query: string): Promise<string[]> {
  return page.evaluate(async (term) => {
    type Pagefind = { search: (term: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }> };
    const url = "/pagefind/pagefind.js";
    const pagefind = (await import(url)) as Pagefind;
    const { results } = await pagefind.search(term);
    return Promise.all(results.map(async (result) => (await result.data()).url.replace(/\/$/, "")));
  }, query);
}

test("each result is a link to its page: a plain click opens it here, a middle click in a new tab", async ({
  page,
  context,
}) => {
  await page.goto("/docs/getting-started");
  await search(page, "best bakeries in town");
  const first = results(page).first();
  await expect(first).toHaveAttribute("href", "/docs/getting-started/itinerary-technology");
  expect(await first.evaluate((element) => element.tagName)).toBe("A");
  const [opened] = await Promise.all([context.waitForEvent("page"), first.click({ button: "middle" })]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe("/docs/getting-started/itinerary-technology");
  await opened.close();
  await expect(dialog(page)).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/itinerary-technology$/);
});

test("See all shows every result past the best 8, and the keyboard reaches them", async ({ page }) => {
  await page.goto("/docs/getting-started");
  await search(page, "itinerary");
  await expect(results(page)).toHaveCount(8);
  // "See all N results", or "See the best 200 of N results" when there are more than the dialog lists.
  const seeAll = dialog(page).getByRole("button", { name: /^See (all|the best \d+ of) \d+ results$/ });
  const total = Number(/(\d+) results$/.exec((await seeAll.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(8);
  await seeAll.click();
  await expect(results(page)).toHaveCount(Math.min(total, 200));
  await expect(seeAll).toBeHidden();
  await expect(searchBox(page)).toBeFocused();
  await expect(results(page).nth(8)).toHaveAttribute("aria-selected", "true");
});

for (const identifier of ["bestFit", "MediaImage"]) {
  test(`${identifier}, which appears mostly in code blocks, finds most of the pages that use it`, async ({ page }) => {
    const pagesUsingIt = routes
      .filter((route) => route.node.type === "markdown")
      .map((route) => route.node.path)
      .filter((path) => sourceOf(path).includes(identifier));
    expect(pagesUsingIt.length).toBeGreaterThan(5);
    await page.goto("/docs/getting-started");
    const found = await pagefindPaths(page, identifier);
    const hits = pagesUsingIt.filter((path) => found.includes(path));
    expect(hits.length / pagesUsingIt.length).toBeGreaterThanOrEqual(0.8);
  });
}

test("a word's whole-word matches come before pages that only contain it as part of a word", async ({ page }) => {
  await page.goto("/docs/getting-started");
  const wholeWord = await pagefindPaths(page, '"web"');
  const loose = await pagefindPaths(page, "web");
  expect(loose.length).toBeGreaterThan(wholeWord.length);
  await search(page, "web");
  await expect(results(page)).toHaveCount(8);
  const listed = await listedPaths(page);
  // Every result shows its address, so all 8 are compared.
  expect(listed).toHaveLength(8);
  for (const path of listed) expect(wholeWord).toContain(path);
});

test("webhook, which no page has, is not answered as if web were a match", async ({ page }) => {
  await page.goto("/docs/getting-started");
  await search(page, "webhook");
  await expect(dialog(page).getByText("No page has the word “webhook”. These pages match part of it:")).toBeVisible();
  await expect(dialog(page).getByRole("status")).toHaveText(/^No page has the word “webhook”; \d+ partial matches\.$/);
});

test("closing search gives focus back to where it was: after a shortcut, Escape or a click on the backdrop", async ({
  page,
}) => {
  // A page whose text has links (the section overviews are a sentence and their cards).
  await page.goto("/docs/getting-started/integration");
  const link = page.locator("main .prose a").first();
  await link.focus();
  await page.keyboard.press("Control+k");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(link).toBeFocused();

  await page.keyboard.press("/");
  await expect(searchBox(page)).toBeFocused();
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
  await expect(link).toBeFocused();
});

for (const identifier of ["createItineraryLocation", "ItineraryLocation", "accessToken"]) {
  test(`the GraphQL identifier ${identifier} finds a page that uses it`, async ({ page }) => {
    await page.goto("/docs/getting-started");
    await search(page, identifier);
    await expect(results(page).first()).toContainText(identifier);
  });
}

test("redirect pages are not in the index and never show up as results", async ({ page }) => {
  const redirects = routes.filter((route) => route.node.type !== "markdown").map((route) => route.node.path);
  expect(redirects.length).toBeGreaterThan(0);
  await page.goto("/docs/getting-started");
  // Every page in the index, asked of Pagefind directly: a null term with no filters returns them all.
  const indexed = await page.evaluate(async () => {
    type Pagefind = { search: (term: null) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }> };
    const url = "/pagefind/pagefind.js";
    const pagefind = (await import(url)) as Pagefind;
    const { results } = await pagefind.search(null);
    return Promise.all(results.map(async (result) => (await result.data()).url.replace(/\/$/, "")));
  });
  expect(indexed).toHaveLength(routes.length - redirects.length);
  for (const path of redirects) expect(indexed).not.toContain(path);

  // "GraphQL API" is also the title of the redirect at /docs/getting-started/graph-ql-api.
  await search(page, "GraphQL API");
  await expect(results(page).first()).toBeVisible();
  const paths = await resultPaths(page).allTextContents();
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(redirects).not.toContain(path);
});

test("the open dialog has no accessibility violations", async ({ page }) => {
  await page.goto("/docs/getting-started");
  await search(page, "token");
  await expect(results(page).first()).toBeVisible();
  const { violations } = await pinnedAxe(page).include("dialog[open]").analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("nothing of search loads before it is wanted; a first query's download is reported", async ({ page }) => {
  // Body bytes as sent (compressed when the server compresses) and headers, per Pagefind request.
  const sizes: Promise<{ path: string; body: number; headers: number }>[] = [];
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith("/pagefind/")) return;
    sizes.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then((size) => ({ path, body: size.responseBodySize, headers: size.responseHeadersSize })),
    );
  });
  await page.goto("/docs/getting-started");
  await page.waitForLoadState("networkidle");
  expect(sizes).toHaveLength(0);

  await search(page, "itinerary");
  await expect(results(page).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const fetched = await Promise.all(sizes);
  // The figures below add up what a first search really fetched: Pagefind's script, its metadata and index chunks.
  const paths = fetched.map((size) => size.path);
  expect(paths).toContain("/pagefind/pagefind.js");
  expect(
    paths.some((path) => /\/pagefind\/index\/.+\.pf_index$/.test(path)),
    paths.join(" "),
  ).toBe(true);
  expect(fetched.every((size) => size.body > 0)).toBe(true);
  const body = fetched.reduce((total, size) => total + size.body, 0);
  const headers = fetched.reduce((total, size) => total + size.headers, 0);
  const report = `First query "itinerary": ${fetched.length} Pagefind requests, ${body} body bytes + ${headers} header bytes.`;
  console.log(report);
  test.info().annotations.push({ type: "search bytes", description: report });
  expect(body).toBeLessThan(200_000);
});
