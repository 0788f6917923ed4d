import { expect, test } from "./support/test.ts";
import { routes } from "./site-tree.ts";
import { NAV_WINDOW } from "#build/content/navigation.ts";

test.use({ viewport: { width: 1400, height: 900 } });

test("the sidebar highlights the current page, keeps opened groups across navigation and scrolls the page into view", async ({
  page,
}) => {
  await page.goto("/docs/graphql/topics/itinerary/creating");
  const sidebar = page.getByRole("navigation", { name: "GraphQL API pages" }).first();
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText("Creating an itinerary");
  await sidebar.getByRole("button", { name: "Expand Photos and media" }).click();
  await sidebar.getByRole("button", { name: "Expand Place information" }).click();
  await expect(sidebar.getByRole("button", { name: "Collapse Place information" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await sidebar.getByRole("link", { name: "Opening hours" }).click();
  await expect(page).toHaveURL(/\/accessing-hours$/);
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText("Opening hours");
  // The group the reader opened stays open after navigating.
  await expect(sidebar.getByRole("button", { name: "Collapse Photos and media" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await sidebar.getByRole("button", { name: "Expand Profiles" }).click();
  await sidebar.getByRole("link", { name: "Profile icons" }).click();
  await expect(sidebar.locator('a[aria-current="page"]')).toBeInViewport();
});

test("external destinations and labels are marked in the sidebar", async ({ page }) => {
  await page.goto("/docs/graphql/topics/itinerary/additional-concepts/collections");
  const sidebar = page.getByRole("navigation", { name: "GraphQL API pages" }).first();
  await expect(
    sidebar.getByRole("link", { name: /Schema reference/ }).getByRole("img", { name: "(external)" }),
  ).toBeVisible();
  await expect(sidebar.locator('a[aria-current="page"]')).toContainText("experimental");
});

test("breadcrumbs come from the ancestors, with BreadcrumbList structured data", async ({ page }) => {
  await page.goto("/docs/graphql/topics/itinerary/creating");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
    "GraphQL API",
    "Topics",
    "Itinerary",
  ]);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    itemListElement: { name: string }[];
  };
  expect(jsonLd.itemListElement.map((item) => item.name)).toEqual([
    "GraphQL API",
    "Topics",
    "Itinerary",
    "Creating an itinerary",
  ]);
});

test("the table of contents highlights the section scrolled to", async ({ page }) => {
  await page.goto("/docs/graphql/topics/itinerary/creating");
  const toc = page.getByRole("navigation", { name: "On this page", exact: true });
  const lastLink = toc.getByRole("link").last();
  const id = ((await lastLink.getAttribute("href")) ?? "").slice(1);
  await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(lastLink).toHaveAttribute("aria-current", "location");
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
});

test("previous and next follow tree order and skip redirects and forwards", async ({ page }) => {
  await page.goto("/docs/graphql/topics/itinerary/querying");
  const pager = page.getByRole("navigation", { name: "Previous and next pages" });
  await expect(pager.getByRole("link").first()).toHaveAttribute("href", "/docs/graphql/topics/itinerary/creating");
  await expect(pager.getByRole("link").last()).toHaveAttribute(
    "href",
    "/docs/graphql/topics/itinerary/querying/matching-directions",
  );
  await page.goto("/docs/getting-started/company");
  // The three redirect children of getting started are skipped.
  await expect(pager.getByRole("link").last()).toHaveAttribute("href", "/docs/graphql");
});

test("the copy button puts the code on the clipboard and says Copied", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/docs/graphql/getting-started/graph-ql");
  const block = page.locator("figure.code-block").first();
  const button = block.getByRole("button", { name: /^Copy/ });
  // The button works once the page has hydrated; on a busy machine the first click can come earlier.
  await expect(async () => {
    await button.click();
    await expect(button).toHaveText("Copied", { timeout: 1000 });
  }).toPass();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await block.locator("pre").textContent());
});

test("a tab choice is remembered across pages", async ({ page }) => {
  await page.goto("/docs/graphql/getting-started/graph-ql");
  await page.getByRole("tab", { name: "curl" }).first().click();
  await expect(page.getByRole("tab", { name: "curl" }).first()).toHaveAttribute("aria-selected", "true");
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "Getting started" })
    .click();
  await page
    .getByRole("navigation", { name: "Getting started pages" })
    .first()
    .getByRole("link", { name: "Integration" })
    .click();
  await expect(page).toHaveURL(/integration$/);
  await expect(page.getByRole("tab", { name: "curl" }).first()).toHaveAttribute("aria-selected", "true");
  await page.reload();
  await expect(page.getByRole("tab", { name: "curl" }).first()).toHaveAttribute("aria-selected", "true");
});

test("a link the pointer rests on is prefetched, and following it loads the page", async ({ page }) => {
  await page.goto("/docs/graphql");
  const link = page
    .getByRole("navigation", { name: "GraphQL API pages" })
    .first()
    .getByRole("link", { name: "Tutorials" });
  const href = (await link.getAttribute("href")) ?? "";
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === href);
  await link.hover();
  await prefetched;
  await expect(page.locator(`head link[rel="prefetch"][href="${href}"]`)).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator("main h1")).toHaveText("Tutorials");
});

test("group pages without prose list their children as cards", async ({ page }) => {
  await page.goto("/docs/graphql/topics");
  const cards = page.getByRole("region", { name: "In this section" });
  await expect(cards.getByRole("link", { name: /Itinerary/ }).first()).toHaveAttribute(
    "href",
    "/docs/graphql/topics/itinerary",
  );
});

test("the sitemap lists every markdown page and no redirect or forward", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
  const pages = routes.filter((r) => r.node.type === "markdown").map((r) => r.node.path);
  expect(pages.length).toBeGreaterThan(100);
  expect(listed.sort()).toEqual(pages.sort());
});

// Each page's Markdown export (status, type, its title first, its description, no front matter, no placeholder) and
// its section of llms-full.txt, equal to it, are checked for every page by the site audit (npm run audit), before these
// tests; here, that the two lists name exactly the pages: no page missing, and no redirect or forward listed.
test("llms.txt lists every page's Markdown and llms-full.txt writes out every page, and nothing else", async ({
  request,
}) => {
  const pages = routes.filter((r) => r.node.type === "markdown" && r.node.path !== "/").map((r) => r.node);
  expect(pages.length).toBeGreaterThan(100);
  const sample = await request.get(`${pages[0]?.path}.md`);
  expect(sample.headers()["content-type"]).toContain("text/markdown");
  expect(await sample.text()).toMatch(new RegExp(`^# ${escapeRegExp(pages[0]?.title ?? "")}\n`));

  // llms.txt: one entry per page, pointing at its Markdown export, and no entry for a redirect or forward.
  const llms = await (await request.get("/llms.txt")).text();
  const listed = [...llms.matchAll(/^- \[[^\]]*\]\((\S+)\.md\)/gm)].map((m) => new URL(m[1] ?? "").pathname);
  expect(listed.sort()).toEqual(pages.map((node) => node.path).sort());

  // llms-full.txt: each page's Markdown under its path, and nothing else.
  const full = await (await request.get("/llms-full.txt")).text();
  const sections = [...full.matchAll(/^<!-- (\S+) -->\n# (.*)$/gm)].map((m) => [m[1], m[2]]);
  expect(sections.sort()).toEqual(pages.map((node) => [node.path, node.title]).sort());
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("a long group lists the entries around the current page, and Show all loads the rest from the section's file", async ({
  page,
}) => {
  await page.goto("/docs/graphql/schema/Itinerary");
  const sidebar = page.getByRole("navigation", { name: "GraphQL API pages" }).first();
  const group = sidebar.locator('[id="nav--docs-graphql-schema"] > ul');
  await expect(group.locator(":scope > li > a, :scope > li > div > a")).toHaveCount(NAV_WINDOW);
  await expect(group.locator('a[aria-current="page"]')).toHaveText("Itinerary");
  const showAll = group.getByRole("button", { name: /^Show all \d+ pages in Schema types$/ });
  const total = Number(/\d+/.exec((await showAll.getAttribute("aria-label")) ?? "")?.[0]);
  expect(total).toBeGreaterThan(100);
  await showAll.click();
  await expect(group.locator(":scope > li > a, :scope > li > div > a")).toHaveCount(total);
  await expect(group.locator('a[aria-current="page"]')).toHaveText("Itinerary");
  await expect(page.locator(":focus")).toHaveAttribute("href", /^\/docs\/graphql\/schema\//);
});

test("entries the browser adds from the section's file are written and work like the prerendered ones", async ({
  page,
}) => {
  await page.goto("/docs/graphql/schema/Itinerary");
  const sidebar = page.getByRole("navigation", { name: "GraphQL API pages" }).first();
  await sidebar.getByRole("button", { name: "Expand Topics" }).click();
  // A group the page did not carry, added from the file, opens and fills in turn.
  await sidebar.getByRole("button", { name: "Expand Itinerary" }).click();
  await expect(sidebar.getByRole("button", { name: "Collapse Itinerary" })).toHaveAttribute("aria-expanded", "true");
  const creating = sidebar.getByRole("link", { name: "Creating an itinerary", exact: true });
  await expect(creating).toBeVisible();
  // A page's entry is its link alone, as SectionNav.tsx prerenders it.
  await expect(sidebar.locator('li:has(> a[href="/docs/graphql/topics/itinerary/creating"])')).toHaveCount(1);
  await creating.click();
  await expect(page).toHaveURL(/\/docs\/graphql\/topics\/itinerary\/creating$/);
  await expect(sidebar.getByRole("button", { name: "Collapse Itinerary" })).toHaveAttribute("aria-expanded", "true");
});
