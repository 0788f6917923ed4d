import { expect, test } from "./support/test.ts";
import { buildPaths } from "#build/config/build-paths.ts";
import { BUDGETS, REPRESENTATIVE_PAGES } from "../bench/budgets.ts";
import { measurePageWeight } from "../bench/measure-page-weight.ts";

const outDir = buildPaths.clientDir;

test("first-load JavaScript and CSS of every representative page stay within budget", () => {
  for (const path of Object.values(REPRESENTATIVE_PAGES)) {
    const weight = measurePageWeight(outDir, path);
    expect(weight.js.gzip, `${path} JavaScript (gzip bytes)`).toBeLessThanOrEqual(BUDGETS.firstLoadJs);
    expect(weight.css.gzip, `${path} CSS (gzip bytes)`).toBeLessThanOrEqual(BUDGETS.css);
  }
});

test("a long guide's HTML, its islands' data included, stays within budget", () => {
  const weight = measurePageWeight(outDir, REPRESENTATIVE_PAGES.longGuide);
  expect(weight.html.gzip).toBeLessThanOrEqual(BUDGETS.longGuideHtml);
});

test("a long guide's first load carries no React, no router, no Markdown tooling, no highlighter and not the mapping section's navigation", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await page.goto(REPRESENTATIVE_PAGES.longGuide, { waitUntil: "networkidle" });
  // The check below means something only if the page's scripts were read.
  expect(scripts.length).toBeGreaterThan(0);
  const bundle = (await Promise.all(scripts)).join("\n");
  expect(bundle).toContain("data-hydrated");
  for (const marker of [
    "__reactRouter",
    "Minified React error",
    "remark-parse",
    "micromark",
    "createHighlighter",
    "shiki",
    "unified",
  ])
    expect(bundle).not.toContain(marker);
  // The mapping section's pages are not part of a GraphQL page's data.
  const response = await page.request.get(REPRESENTATIVE_PAGES.longGuide);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Its own section's pages are (the GraphQL API's getting-started guide), the mapping section's are not.
  expect(html).toContain('href="/docs/graphql/getting-started"');
  expect(html).not.toContain("/docs/mapping/sets/natural-earth");
});
