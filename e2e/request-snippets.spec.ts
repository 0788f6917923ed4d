import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator } from "@playwright/test";
import { buildPaths } from "#build/config/build-paths.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { encodeAccessToken } from "#shared/request-snippets.ts";
import { pinnedAxe } from "./support/axe.ts";
import { expect, test, type Page } from "./support/test.ts";

// The same configuration the build used: the snippets' endpoint and public sample token.
const config = resolveSiteConfig();
const ENDPOINT = new URL(config.api.endpoint).href;
const SAMPLE_TOKEN = config.graphqlAccessToken;
const PAGE = "/docs/graphql/getting-started/graph-ql";
const OTHER_PAGE = "/docs/graphql/getting-started/managing-a-list";
const LANGUAGES = ["curl", "JavaScript (fetch)", "Python", "JSON body"];
// The editor's chunk and the schema are fetched and built on the first Run: allow for a busy machine.
const EDITOR_LOAD = { timeout: 20_000 };

/** The "Request as" snippets right after the runnable block titled `title` (after its variables block, if any). */
function snippetsAfter(page: Page, title: string): Locator {
  return page
    .locator("figure.code-block[data-runnable]", { has: page.locator(".code-title", { hasText: title }) })
    .locator("xpath=following-sibling::details[contains(@class, 'request-snippets')][1]");
}

/** Opens the snippets and shows one language's tab; returns its panel. */
async function showLanguage(snippets: Locator, language: string): Promise<Locator> {
  if ((await snippets.getAttribute("open")) === null) await snippets.locator("summary").click();
  await snippets.getByRole("tab", { name: language, exact: true }).click();
  const panel = snippets.getByRole("tabpanel", { name: language, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

test("each language's Copy puts that snippet, with the configured endpoint and sample token, on the clipboard", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(PAGE);
  const snippets = snippetsAfter(page, "Load an itinerary");
  await expect(snippets.locator("summary")).toHaveText("Request as…");
  const copied: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const panel = await showLanguage(snippets, language);
    const button = panel.getByRole("button", { name: "Copy the request" });
    await button.click();
    await expect(button).toHaveText("Copied");
    copied[language] = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied[language]).toBe(await panel.locator("pre").textContent());
  }
  const address = `${ENDPOINT}?accessToken=${encodeAccessToken(SAMPLE_TOKEN)}`;
  expect(copied.curl?.split("\n")[0]).toBe(`curl '${address}' \\`);
  expect(copied["JavaScript (fetch)"]).toContain(`await fetch("${address}", {`);
  expect(copied.Python).toContain(`    "${address}",\n    json=body,`);
  // The body is the example's operation and variables, as the runner sends them.
  const source = JSON.parse(
    (await page
      .locator("figure.code-block[data-runnable]", {
        has: page.locator(".code-title", { hasText: "Load an itinerary" }),
      })
      .locator("script[data-runnable-source]")
      .textContent()) ?? "",
  ) as { operation: string; variables: string };
  expect(JSON.parse(copied["JSON body"] ?? "")).toEqual({
    query: source.operation,
    variables: JSON.parse(source.variables) as unknown,
    operationName: "GetItinerary",
  });
});

test("the chosen language is remembered across pages, together with the hand-written client tabs", async ({ page }) => {
  await page.goto(PAGE);
  await showLanguage(snippetsAfter(page, "Load an itinerary"), "JavaScript (fetch)");
  // The page's own "Send it with any HTTP client" tabs follow the same choice.
  await expect(page.getByRole("tab", { name: "JavaScript (fetch)", exact: true }).first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.goto(OTHER_PAGE);
  const other = page.locator("details.request-snippets").first();
  await other.locator("summary").click();
  await expect(other.getByRole("tab", { name: "JavaScript (fetch)", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(other.getByRole("tabpanel", { name: "JavaScript (fetch)", exact: true })).toBeVisible();
  await expect(other.getByRole("tabpanel", { name: "curl", exact: true })).toBeHidden();
});

test("the reader's own token shows in every snippet and is copied; emptying it brings the sample token back", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(PAGE);
  const snippets = snippetsAfter(page, "Load an itinerary");
  const tokens = page.locator("details.request-snippets [data-request-token]");
  // Three snippets (curl, JavaScript, Python) carry the token, on each of the page's runnable blocks.
  const count = await tokens.count();
  expect(count).toBe(3 * (await page.locator("details.request-snippets").count()));

  await page.getByRole("button", { name: "Run “Load an itinerary”" }).click();
  const panel = page.getByRole("region", { name: "Run “Load an itinerary”" });
  await expect(panel).toHaveAttribute("data-schema", "ready", EDITOR_LOAD);
  const own = "sk.reader's own token";
  await panel.getByLabel("Use your own token for this session").fill(own);
  for (let i = 0; i < count; i++) await expect(tokens.nth(i)).toHaveText(encodeAccessToken(own));
  const curl = await showLanguage(snippets, "curl");
  await curl.getByRole("button", { name: "Copy the request" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n")[0]).toBe(`curl '${ENDPOINT}?accessToken=sk.reader%27s+own+token' \\`);

  // A later page in the same tab starts with the reader's token.
  await page.goto(OTHER_PAGE);
  await expect(page.locator("details.request-snippets [data-request-token]").first()).toHaveText(
    encodeAccessToken(own),
  );
  await page.goto(PAGE);
  await page.getByRole("button", { name: "Run “Load an itinerary”" }).click();
  await expect(panel).toHaveAttribute("data-schema", "ready", EDITOR_LOAD);
  await panel.getByLabel("Use your own token for this session").fill("");
  for (let i = 0; i < count; i++) await expect(tokens.nth(i)).toHaveText(encodeAccessToken(SAMPLE_TOKEN));
});

test("open snippets, on each language, have no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto(PAGE);
  const snippets = snippetsAfter(page, "Load an itinerary");
  for (const language of LANGUAGES) {
    await showLanguage(snippets, language);
    const { violations } = await pinnedAxe(page).include("details.request-snippets[open]").analyze();
    expect(violations, language).toEqual([]);
  }
});

test("without JavaScript the snippets are in the page and open", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const snippets = snippetsAfter(page, "Load an itinerary");
  await snippets.locator("summary").click();
  await expect(snippets.locator("pre").first()).toContainText(
    `curl '${ENDPOINT}?accessToken=${encodeAccessToken(SAMPLE_TOKEN)}'`,
  );
  await context.close();
});

/** A runnable block's figure, its variables block if it has one, then (captured) the start of its snippets. */
const BLOCK_AND_SNIPPETS =
  /<figure [^>]*data-runnable=""[^>]*>[\s\S]*?<\/figure>\s*(?:<figure [^>]*data-runnable-variables=""[^>]*>[\s\S]*?<\/figure>\s*)?(<details class="request-snippets")?/g;

test("every runnable block of the built site is followed by its snippets", () => {
  const pages = readdirSync(buildPaths.clientDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  let runnable = 0;
  const missing: string[] = [];
  for (const file of pages) {
    const html = readFileSync(join(buildPaths.clientDir, file), "utf8");
    for (const match of html.matchAll(BLOCK_AND_SNIPPETS)) {
      runnable += 1;
      if (!match[1]) missing.push(`${file} at character ${match.index}`);
    }
  }
  // The site has a few hundred runnable examples: this guards against a check that finds none.
  expect(runnable).toBeGreaterThan(200);
  expect(missing).toEqual([]);
});
