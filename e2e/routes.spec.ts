import { expect, test } from "./support/test.ts";
import { isGeneratedPath, routes, tree } from "./site-tree.ts";

// The specification's route table, with the type and target of each special route.
const SPEC_ROUTES: [string, string][] = [
  ["/", "/docs/getting-started"],
  ["/docs", "/docs/getting-started"],
  ["/docs/getting-started/graph-ql-api", "/docs/graphql"],
  ["/docs/getting-started/mapping", "/docs/mapping"],
  ["/docs/getting-started/embeds", "/docs/embed/docs"],
  ["/docs/mapping/getting-started/atdw-maps", "/docs/mapping/sets/australian-tourism-data-warehouse"],
  ["/docs/mapping/getting-started/mapbox-maps", "/docs/mapping/topics/itinerary/working-with-mapbox"],
  ["/docs/embed", "/docs/embed/docs"],
  ["/docs/embed/docs/look-and-feel", "/docs/references/designer-guidelines/brand-styling"],
];

test("the tree holds every route of the specification's table", () => {
  const paths = new Set(routes.map((route) => route.node.path));
  for (const [path] of SPEC_ROUTES) expect(paths).toContain(path);
  expect(routes.find((r) => r.node.path === "/docs/mapping/reference/itinerary")?.node.type).toBe(
    "forward-to-first-child",
  );
  for (const area of ["itinerary", "media", "place", "route", "icon", "profile", "collection"]) {
    expect(routes.find((r) => r.node.path === `/docs/graphql/example-operations/${area}`)?.target?.kind).toBe(
      "external",
    );
  }
  const labelled = routes.filter((r) => r.node.metadata.label === "Coming soon").map((r) => r.node.path);
  expect(labelled).toContain("/docs/references/assets/icons");
  expect(labelled).toHaveLength(3);
  expect(tree.path).toBe("/");
});

test("the specification's redirects and forwards land on their target in the browser", async ({ page }) => {
  for (const [from, to] of SPEC_ROUTES) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator("h1")).toBeVisible();
  }
});

test("every route answers: pages 200 with their title, redirects 301 and forwards 302 to the final target", async ({
  request,
}) => {
  const statuses = new Map<string, number>();
  for (const { node, target } of routes) {
    const response = await request.get(node.path, { maxRedirects: 0 });
    statuses.set(node.path, response.status());
    if (node.type === "markdown") {
      expect(response.status(), node.path).toBe(200);
      expect(await response.text(), node.path).toContain(`<h1`);
    } else {
      // A redirect is a page that moved for good; a forward follows its first child, which can change.
      expect(response.status(), node.path).toBe(node.type === "redirect" ? 301 : 302);
      const expected = target?.kind === "internal" ? target.path : target?.url;
      expect(response.headers().location, node.path).toBe(expected);
    }
  }
  // Pinned for the specification's routes, so a change in the tree's types shows up here too.
  expect(statuses.get("/docs")).toBe(302);
  expect(statuses.get("/docs/getting-started/mapping")).toBe(301);
  expect(statuses.get("/docs/mapping/reference/itinerary")).toBe(302);
  expect([...statuses.values()].filter((status) => status === 301).length).toBeGreaterThan(5);
  expect([...statuses.values()].filter((status) => status === 302).length).toBeGreaterThan(2);
});

test("every written page and every tenth generated page render their title in the browser", async ({ page }) => {
  // About two hundred pages, each loaded and hydrated in turn.
  test.setTimeout(300_000);
  // The hundreds of generated schema and operation pages share two layouts; a tenth of them keeps the run short.
  const markdown = routes.filter((r) => r.node.type === "markdown");
  const pages = [
    ...markdown.filter((r) => !isGeneratedPath(r.node.path)),
    ...markdown.filter((r) => isGeneratedPath(r.node.path)).filter((_, index) => index % 10 === 0),
  ];
  expect(pages.length).toBeGreaterThan(150);
  for (const { node } of pages) {
    await page.goto(node.path);
    await expect(page.locator("main h1"), node.path).toContainText(node.title);
  }
});

test("redirect pages move on without JavaScript through a meta refresh with a visible link", async ({ browser }) => {
  test.slow();
  const redirect = routes.find((r) => r.node.type === "redirect" && r.target?.kind === "internal");
  const to = redirect?.target?.kind === "internal" ? redirect.target.path : "";
  expect(to, "an internal redirect in the tree").not.toBe("");
  // The HTML page a host without `_redirects` serves at the redirect's path.
  const from = `${redirect!.node.path}/index.html`;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  // With the refresh held back, the page shows where it moved, and the link alone takes the reader there.
  await page.route(from, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, "");
    await route.fulfill({ response, body });
  });
  await page.goto(from);
  const link = page.getByRole("main").getByRole("link", { name: to });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", to);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));

  // As served, the meta refresh moves on by itself (from a fresh page, so the URL can only come from the refresh).
  await page.unroute(from);
  await page.goto("about:blank");
  await page.goto(from);
  await expect(page).toHaveURL(new RegExp(`${to}$`), { timeout: 20_000 });
  await expect(page.locator("main h1")).toBeVisible();

  // External redirects move on the same way and stay out of search engines.
  const html = await (await page.request.get("/docs/graphql/reference/index.html")).text();
  expect(html).toMatch(/http-equiv="refresh" content="0; url=https:\/\//);
  expect(html).toContain('name="robots" content="noindex"');
  expect(html).toContain('rel="canonical"');
  await context.close();
});

test("unknown paths get the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
  await expect(page.getByRole("link", { name: "GraphQL API" }).first()).toBeVisible();
});
