import type { Route } from "@playwright/test";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { SAMPLE_ITINERARY_ID } from "#shared/embed-snippet.ts";
import { expect, test, type Page } from "./support/test.ts";

const shareOrigin = new URL(resolveSiteConfig().shareHost).origin;
const SCRIPT_PAGE = "/docs/embed/docs/script-based-embed";
const IFRAME_PAGE = "/docs/embed/docs/iframe-based-embed";

/** Stands in for the embed host, so the tests never reach the real one. */
async function stubEmbedHost(page: Page, handle: (route: Route) => Promise<void> | void) {
  await page.route(`${shareOrigin}/**`, handle);
}

const answer = (route: Route) =>
  route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Viewer</title><p>Stub viewer</p>" });

test("the script embed builder updates the snippet and the preview as options change", async ({ page }) => {
  await stubEmbedHost(page, answer);
  await page.goto(SCRIPT_PAGE);
  const builder = page.getByRole("region", { name: "Script embed builder" });
  const snippet = builder.locator("[data-embed-snippet]");
  const preview = builder.locator(".embed-preview-frame iframe");
  await expect(snippet).toContainText(`${shareOrigin}/api/v3/embed/itinerary/${SAMPLE_ITINERARY_ID}?minHeight=400px`);
  await builder.scrollIntoViewIfNeeded();
  await expect(preview).toHaveAttribute("src", `${shareOrigin}/embed/itinerary/${SAMPLE_ITINERARY_ID}`);
  await expect(preview).toBeVisible();

  await builder.getByLabel("Itinerary ID").fill("abc123");
  await builder.getByLabel("Maximum height").fill("70vh");
  await expect(snippet).toContainText(
    "/api/v3/embed/itinerary/abc123?minHeight=400px&amp;maxHeight=70vh&amp;aspectRatio=4%2F3",
  );
  await expect(preview).toHaveAttribute("src", `${shareOrigin}/embed/itinerary/abc123`);
  await expect(builder.locator(".embed-preview-frame")).toHaveCSS("max-height", /px$/);

  await builder.getByLabel("Minimum height").fill("tall");
  await expect(builder.getByText("Minimum height `tall` is not a CSS length")).toBeVisible();
  await expect(builder.getByLabel("Minimum height")).toHaveAttribute("aria-invalid", "true");
  await expect(snippet).not.toContainText("minHeight");
});

test("the iframe embed snippet is right before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(IFRAME_PAGE);
  const snippet = page.getByRole("region", { name: "Iframe embed builder" }).locator("[data-embed-snippet]");
  await expect(snippet).toContainText(`src="${shareOrigin}/embed/itinerary/${SAMPLE_ITINERARY_ID}"`);
  await expect(snippet).toContainText('title="Interactive itinerary"');
  await context.close();
});

test("the copy button copies the configured snippet and announces it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await stubEmbedHost(page, answer);
  await page.goto(IFRAME_PAGE);
  const builder = page.getByRole("region", { name: "Iframe embed builder" });
  await builder.getByLabel("Title").fill("Harbour walk");
  await builder.getByLabel("Load when scrolled near").uncheck();
  await builder.getByRole("button", { name: "Copy the embed code" }).click();
  await expect(builder.getByRole("status").filter({ hasText: "Embed code copied" })).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('title="Harbour walk"');
  expect(copied).not.toContain("loading=");
  expect(copied).toBe(await builder.locator("[data-embed-snippet]").textContent());
});

test("only pages with an embed builder allow the embed host in frame-src", async ({ request }) => {
  for (const path of [SCRIPT_PAGE, IFRAME_PAGE]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-security-policy"], path).toContain(`frame-src ${shareOrigin};`);
    expect(await response.text(), path).toContain(`frame-src ${shareOrigin};`);
  }
  for (const path of ["/docs/embed/docs/o-embed", "/docs/getting-started", "/docs/graphql/getting-started/graph-ql"]) {
    const response = await request.get(path);
    // A 404 page would pass the checks below too: each must be the page itself, under its own policy.
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-security-policy"], path).toContain("script-src");
    expect(response.headers()["content-security-policy"], path).not.toContain("frame-src");
    expect(await response.text(), path).not.toContain("frame-src");
  }
});

test("when the embed host does not answer, the preview says so in words", async ({ page }) => {
  await stubEmbedHost(page, () => undefined);
  await page.goto(SCRIPT_PAGE);
  const builder = page.getByRole("region", { name: "Script embed builder" });
  await builder.locator(".embed-preview-frame").scrollIntoViewIfNeeded();
  await expect(builder.locator(".embed-preview-status")).toContainText("The preview could not load", {
    timeout: 10_000,
  });
  await builder.getByLabel("Itinerary ID").fill("abc123");
  await expect(builder.locator("[data-embed-snippet]")).toContainText("/api/v3/embed/itinerary/abc123");
});

test("offline, the preview says so and the builder still works", async ({ page, context }) => {
  await stubEmbedHost(page, answer);
  await page.goto(IFRAME_PAGE);
  await context.setOffline(true);
  const builder = page.getByRole("region", { name: "Iframe embed builder" });
  await builder.locator(".embed-preview-frame").scrollIntoViewIfNeeded();
  await expect(builder.locator(".embed-preview-status")).toContainText("You are offline");
  await builder.getByLabel("Itinerary ID").fill("abc123");
  await expect(builder.locator("[data-embed-snippet]")).toContainText("/embed/itinerary/abc123");
  await context.setOffline(false);
});

test("the builder fits a 375 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await stubEmbedHost(page, answer);
  await page.goto(SCRIPT_PAGE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await page.getByRole("region", { name: "Script embed builder" }).boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
});
