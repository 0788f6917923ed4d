import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "./support/test.ts";
import { buildPaths } from "#build/config/build-paths.ts";
import { pathForHtmlFile } from "#build/publish/finish-html-pages.ts";
import { parseHeadersPolicies } from "#build/publish/headers-file.ts";
import { findElements } from "#build/publish/html-elements.ts";

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

test("every built page carries its _headers policy in a <meta>, allowing each of its inline scripts by hash", () => {
  const clientDir = buildPaths.clientDir;
  const policies = parseHeadersPolicies(readFileSync(join(clientDir, "_headers"), "utf8"));
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith("pagefind"))
    .map((file) => join(clientDir, file));
  expect(files.length).toBeGreaterThan(150);
  const problems: string[] = [];
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const path = pathForHtmlFile(relative(clientDir, file));
    const metas = findElements(html, "meta").filter(
      (meta) => meta.attributes["http-equiv"]?.toLowerCase() === "content-security-policy",
    );
    if (metas.length !== 1) {
      problems.push(`${file}: ${metas.length} Content-Security-Policy <meta> tags, expected 1`);
      continue;
    }
    const meta = metas[0]?.attributes.content ?? "";
    // frame-ancestors works only as a header, so the <meta> has the header's policy without it.
    const header = policies.get(path);
    if (header === undefined) problems.push(`${file}: no policy for ${path} in _headers`);
    else if (meta !== header.replace("; frame-ancestors 'none'", "")) problems.push(`${file}: <meta> policy differs`);
    // JSON data (a runnable example's source) never runs, so the policy needs no hash for it.
    const inline = findElements(html, "script").filter(
      (element) => !("src" in element.attributes) && element.attributes.type !== "application/json",
    );
    expect(inline.length, file).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = `'sha256-${createHash("sha256").update(script.text).digest("base64")}'`;
      if (!meta.includes(hash)) problems.push(`${file}: inline script \`${script.text.slice(0, 40)}…\` is not allowed`);
    }
  }
  expect(problems).toEqual([]);
});

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
