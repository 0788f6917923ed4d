import { expect, test } from "./support/test.ts";
import { REPRESENTATIVE_PAGES } from "../bench/budgets.ts";
import { findElements } from "#build/publish/html-elements.ts";

for (const [name, path] of Object.entries(REPRESENTATIVE_PAGES)) {
  test(`${name}: the page starts only the islands' module script, and React only when a part needs it`, async ({
    page,
  }) => {
    await page.goto(path); // resolves once the islands are wired (./support/test.ts)
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith("/assets/") && pathname.endsWith(".js")),
    );
    const declared = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src).pathname),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    ]);
    // A module script never holds up the first paint: it runs once the document is parsed.
    expect(
      await page.locator("head script[src]").evaluateAll((scripts) => scripts.map((s) => s.getAttribute("type"))),
    ).toEqual(["module"]);
    // The page's one module script was fetched and ran (the page is wired: ./support/test.ts waits for it).
    const moduleScripts = await page
      .locator("head script[type=module][src]")
      .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
    expect(moduleScripts).toHaveLength(1);
    expect(loaded).toContain(moduleScripts[0]);
    // Nothing else loads at start: no router, no React (the search, forms and editor bring it when used).
    expect(loaded.filter((script) => !declared.includes(script))).toEqual([]);
  });
}

test("the first load is two files: the islands' entry and the one chunk holding what it imports", async ({
  request,
}) => {
  // The modules the lazy parts share with the entry (preload helper, markup names, clipboard, search keys) used to be
  // chunks of their own, four more requests on every page (docs/decisions/0008, fourth addendum). Read from the page
  // as served: once wired, the page adds preloads of the islands it is about to use.
  const html = await (await request.get(REPRESENTATIVE_PAGES.groupOverview)).text();
  const scripts = findElements(html, "script").flatMap((script) => script.attributes.src ?? []);
  const preloads = findElements(html, "link")
    .filter((link) => link.attributes.rel === "modulepreload")
    .map((link) => link.attributes.href);
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  expect(preloads).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
});

test("with JavaScript off, a page is whole: content, navigation, table of contents and code", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(REPRESENTATIVE_PAGES.longGuide);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "GraphQL API pages" }).first().getByRole("link").first(),
  ).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "On this page", exact: true }).getByRole("link").first(),
  ).toBeVisible();
  await expect(page.locator("figure.code-block pre").first()).toBeVisible();
  await context.close();
});
