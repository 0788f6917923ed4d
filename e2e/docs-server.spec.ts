import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { pinnedAxe } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const { siteUrl, slug } = resolveSiteConfig();

test("Copy MCP configuration puts the docs server's JSON for the site's /mcp on the clipboard, and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/docs/graphql/getting-started/graph-ql");
  // Found by what it copies: its name changes to "Copied" while it reports the copy.
  const button = page.locator("[data-copy-text]");
  await expect(button).toHaveAccessibleName("Copy MCP configuration");
  // The button works once the page has hydrated; on a busy machine the first click can come earlier.
  await expect(async () => {
    await button.click();
    await expect(button).toHaveText("Copied", { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("status").filter({ hasText: "MCP configuration copied" })).toHaveCount(1);
  const expected = JSON.stringify(
    { mcpServers: { [`${slug}-docs`]: { type: "http", url: `${siteUrl.replace(/\/+$/, "")}/mcp` } } },
    null,
    2,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(button).toHaveText("Copy MCP configuration");
});

test("the page actions with the MCP button have no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto("/docs/graphql/topics/graphql/use-these-docs-from-your-editor");
  await expect(page.getByRole("heading", { level: 1, name: "Use these docs from your editor" })).toBeVisible();
  const actions = page.getByRole("button", { name: "Copy MCP configuration" }).locator("xpath=..");
  await expect(actions.getByRole("link", { name: /Open in Claude/ })).toBeVisible();
  const results = await pinnedAxe(page).include("[data-pagefind-ignore]:has([data-copy-text])").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  expect(results.passes.length).toBeGreaterThan(0);
});

test("npm start answers MCP at /mcp from the built site: the Leaflet guide first for `leaflet`", async ({
  request,
}) => {
  const headers = { Accept: "application/json, text/event-stream", "Content-Type": "application/json" };
  const call = (id: number, method: string, params: object) =>
    request.post("/mcp", { headers, data: { jsonrpc: "2.0", id, method, params } });
  const hello = await call(1, "initialize", {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "e2e", version: "1.0.0" },
  });
  expect(hello.status()).toBe(200);
  expect(((await hello.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe(
    `${slug}-docs`,
  );
  const search = await call(2, "tools/call", { name: "search_docs", arguments: { query: "leaflet" } });
  const { result } = (await search.json()) as { result: { structuredContent: { results: { path: string }[] } } };
  expect(result.structuredContent.results[0]?.path).toBe("/docs/mapping/topics/itinerary/leaflet");
});
