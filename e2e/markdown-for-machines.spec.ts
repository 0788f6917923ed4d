import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { expect, test } from "./support/test.ts";

const { siteUrl } = resolveSiteConfig();

// Every page's Markdown alternate link and its export: the site audit (src/build/audit/audit-site.ts).

test("the server answers Accept: text/markdown with the page's Markdown and other requests with HTML", async ({
  request,
}) => {
  const path = "/docs/graphql/getting-started/graph-ql";
  const markdown = await request.get(path, { headers: { Accept: "text/markdown" } });
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(markdown.headers()["vary"]).toMatch(/\bAccept\b/);
  expect(await markdown.text()).toBe(await (await request.get(`${path}.md`)).text());

  for (const accept of [undefined, "text/html,application/xhtml+xml,*/*;q=0.8", "*/*"]) {
    const html = await request.get(`${path}/`, { headers: accept ? { Accept: accept } : {} });
    expect(html.headers()["content-type"], accept).toContain("text/html");
    expect(html.headers()["vary"], accept).toMatch(/\bAccept\b/);
    expect(await html.text(), accept).toMatch(/^<!DOCTYPE html>/i);
  }
});

test("Copy page as Markdown puts the page's Markdown export on the clipboard and says so", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const path = "/docs/embed/docs/iframe-based-embed";
  const markdown = await (await request.get(`${path}.md`)).text();
  expect(markdown).toMatch(/^# \S/);
  await page.goto(path);
  await page.getByRole("button", { name: "Copy page as Markdown" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Page copied as Markdown" })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test("the footer links llms.txt, which the server serves", async ({ page, request }) => {
  await page.goto("/docs/getting-started");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "llms.txt" });
  await expect(link).toHaveAttribute("href", "/llms.txt");
  expect((await request.get("/llms.txt")).ok()).toBe(true);
});

test("Open in ChatGPT and Open in Claude pass the page's absolute Markdown address and open a new tab", async ({
  page,
}) => {
  const path = "/docs/embed/docs/iframe-based-embed";
  await page.goto(path);
  for (const [name, base] of [
    ["ChatGPT", "https://chatgpt.com/?q="],
    ["Claude", "https://claude.ai/new?q="],
  ] as const) {
    const link = page.getByRole("link", { name: `Open in ${name}` });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.startsWith(base), href).toBe(true);
    expect(new URL(href).searchParams.get("q")).toContain(`${siteUrl}${path}.md`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});
