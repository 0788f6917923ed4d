import { expect, test } from "./support/test.ts";
import { routes, tree } from "./site-tree.ts";

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

// Every route's status and target, each page's title, h1, links and assets: the site audit (npm run audit,
// src/build/audit/audit-site.ts), in Node before these tests. Here, the specification's own routes, in the browser's terms.
test("the specification's routes answer 301 for a move and 302 for a forward, to their target", async ({ request }) => {
  for (const [from, to] of SPEC_ROUTES) {
    const node = routes.find((route) => route.node.path === from)?.node;
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(node?.type === "redirect" ? 301 : 302);
    expect(response.headers().location, from).toBe(to);
  }
  // Pinned, so a change in the tree's types shows up here too.
  expect((await request.get("/docs", { maxRedirects: 0 })).status()).toBe(302);
  expect((await request.get("/docs/getting-started/mapping", { maxRedirects: 0 })).status()).toBe(301);
  expect((await request.get("/docs/mapping/reference/itinerary", { maxRedirects: 0 })).status()).toBe(302);
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

test("on a host without _redirects, a redirect path's page moves on by its script, without the meta refresh", async ({
  page,
}) => {
  const redirect = routes.find((r) => r.node.type === "redirect" && r.target?.kind === "internal");
  const to = redirect?.target?.kind === "internal" ? redirect.target.path : "";
  expect(to, "an internal redirect in the tree").not.toBe("");
  const from = redirect!.node.path;
  // Served as a static host without `_redirects` serves it: the path's HTML file, here with its meta refresh taken
  // out, so that only the page's script (src/browser/islands/follow-redirect.ts) can move on.
  let served = 0;
  await page.route(
    (url) => url.pathname === from,
    async (route) => {
      served += 1;
      const response = await route.fetch({ url: new URL(`${from}/index.html`, route.request().url()).href });
      const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, "");
      expect(body).not.toContain('http-equiv="refresh"');
      await route.fulfill({ response, body });
    },
  );
  await page.goto(from);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await expect(page.locator("main h1")).toBeVisible();
  expect(served).toBe(1);
});

test("unknown paths get the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
  await expect(page.getByRole("link", { name: "GraphQL API" }).first()).toBeVisible();
});
