import { expect, test } from "./support/test.ts";

test("pages are served with a strict Content-Security-Policy and security headers", async ({ request }) => {
  for (const path of ["/docs/graphql/getting-started/graph-ql", "/no-such-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers["content-security-policy"] ?? "";
    expect(policy, path).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
  const headersFile = await (await request.get("/_headers")).text();
  expect(headersFile).toContain("Content-Security-Policy:");
  expect(headersFile).toContain("X-Content-Type-Options: nosniff");
});

test("the page runs under its policy without violations, theme script included", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/docs/graphql/getting-started/graph-ql");
  await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", /light|dark/);
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "Getting started" })
    .click();
  await expect(page).toHaveURL(/getting-started$/);
  expect(violations).toEqual([]);
});

// Every built page's <meta> policy = its _headers entry = the header, inline scripts hashed: the site audit.

test("a content page's external links carry rel=noopener noreferrer", async ({ page }) => {
  await page.goto("/docs/graphql/topics/places/place-providers/working-with-osm");
  const external = page.locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(3);
  for (const rel of await external.evaluateAll((links) => links.map((link) => link.getAttribute("rel") ?? ""))) {
    expect(rel).toContain("noopener");
    expect(rel).toContain("noreferrer");
  }
});

test("redirect targets come only from content: no open redirect", async ({ request, baseURL }) => {
  for (const path of [
    `${baseURL}//evil.example.com`,
    "/docs?next=https://evil.example.com",
    "/docs/graphql?redirect=https://evil.example.com",
    "/%2F%2Fevil.example.com",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers().location ?? "", path).not.toContain("evil.example.com");
  }
});
