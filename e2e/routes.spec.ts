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

test("internal redirects and forwards land on their target in the browser", async ({ page }) => {
  for (const [from, to] of SPEC_ROUTES) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator("h1")).toBeVisible();
  }
});

test("every route answers: pages with their title, redirects with a real HTTP redirect to the final target", async ({
  request,
}) => {
  for (const { node, target } of routes) {
    const response = await request.get(node.path, { maxRedirects: 0 });
    if (node.type === "markdown") {
      expect(response.status(), node.path).toBe(200);
      expect(await response.text(), node.path).toContain(`<h1`);
    } else {
      expect([301, 302], node.path).toContain(response.status());
      const expected = target?.kind === "internal" ? target.path : target?.url;
      expect(response.headers().location, node.path).toBe(expected);
    }
  }
});

test("every markdown page renders its title in the browser", async ({ page }) => {
  test.slow();
  for (const { node } of routes.filter((r) => r.node.type === "markdown")) {
    await page.goto(node.path);
    await expect(page.locator("main h1"), node.path).toContainText(node.title);
  }
});

test("redirect pages move on without JavaScript through a meta refresh with a visible link", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.request.get("/docs/graphql/reference/index.html");
  const html = await response.text();
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
