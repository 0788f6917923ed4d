import { expect, test } from "./support/test.ts";

const HREF = /<a\b[^>]*\shref="([^"]+)"/g;
const ID = /\sid="([^"]+)"/g;

function decodeEntities(value: string): string {
  return value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
}

test("crawling every internal link from /docs finds no 404, no redirect and no missing anchor", async ({ request }) => {
  // The generated schema reference and operation pages tripled the pages to crawl (about 500).
  test.setTimeout(10 * 60_000);
  const start = "/docs/getting-started";
  const pages = new Map<string, { status: number; ids: Set<string>; links: string[] }>();
  const queue = [start];
  const problems: string[] = [];
  // The entry point itself is a forward: it must redirect, and every link after it must not.
  const entry = await request.get("/docs", { maxRedirects: 0 });
  expect(entry.headers().location).toBe(start);

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    const html = response.headers()["content-type"]?.includes("text/html") ? await response.text() : "";
    const links = [...html.matchAll(HREF)].map((m) => decodeEntities(m[1] ?? ""));
    pages.set(path, { status: response.status(), ids: new Set([...html.matchAll(ID)].map((m) => m[1] ?? "")), links });
    for (const href of links) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split("#")[0] || path;
      if (!pages.has(target) && !target.endsWith(".md") && !/\.(xml|txt|svg|png|json|geojson)$/.test(target))
        queue.push(target);
    }
  }
  let anchorLinks = 0;
  for (const [path, page] of pages) {
    if (page.status !== 200) problems.push(`${path} answered ${page.status}`);
    for (const href of page.links) {
      // Links within the page (`#id`, the table of contents) and to other pages (`/path#id`).
      if (!(href.startsWith("/") || href.startsWith("#")) || !href.includes("#")) continue;
      const [target, anchor] = href.split("#");
      const targetPage = pages.get(target || path);
      anchorLinks += 1;
      if (anchor && targetPage && !targetPage.ids.has(decodeURIComponent(anchor)))
        problems.push(`${path} links to missing anchor ${href}`);
    }
  }
  expect(problems).toEqual([]);
  expect(pages.size).toBeGreaterThan(130);
  expect(anchorLinks).toBeGreaterThan(100);
  // The generated schema reference and operation pages are reached and checked too.
  for (const path of [
    "/docs/graphql/schema",
    "/docs/graphql/schema/Itinerary",
    "/docs/graphql/operations/itinerary/GetItinerary",
  ])
    expect(pages.has(path), path).toBe(true);
});
