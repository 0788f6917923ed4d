import type { Locator } from "@playwright/test";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { expect, test } from "./support/test.ts";

const shareOrigin = new URL(resolveSiteConfig().shareHost).origin;
const BUILDERS = [
  { path: "/docs/embed/docs/script-based-embed", name: "Script embed builder" },
  { path: "/docs/embed/docs/iframe-based-embed", name: "Iframe embed builder" },
];
/** A long ID, so the URL is longer than the box is wide even at 1280 px. */
const LONG_ID = "trip-".padEnd(120, "x0");

/**
 * The characters of each URL in the snippet that the reader cannot see: outside the snippet's box, or outside the
 * window, with the page scrolled to the snippet and nothing scrolled sideways. An empty list means the whole of every
 * URL shows.
 */
function hiddenUrlCharacters(snippet: Locator): Promise<string[]> {
  return snippet.evaluate((code) => {
    const box = code.closest("pre")!.getBoundingClientRect();
    const text = code.firstChild!;
    const hidden: string[] = [];
    for (const match of (text.textContent ?? "").matchAll(/https?:\/\/[^"\s]+/g)) {
      for (let index = match.index; index < match.index + match[0].length; index++) {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const char = range.getBoundingClientRect();
        const inBox = char.left >= box.left - 0.5 && char.right <= box.right + 0.5;
        const inWindow = char.left >= 0 && char.right <= window.innerWidth;
        if (!inBox || !inWindow)
          hidden.push(`${match[0].slice(0, index - match.index)}[${match[0][index - match.index]}]`);
      }
    }
    return hidden.slice(0, 3);
  });
}

for (const width of [375, 1280]) {
  for (const builder of BUILDERS) {
    test(`at ${width} px the ${builder.name.toLowerCase()}'s snippet shows its whole URL, to the last character`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.route(`${shareOrigin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Viewer</title>" }),
      );
      await page.goto(builder.path);
      const region = page.getByRole("region", { name: builder.name });
      const snippet = region.locator("[data-embed-snippet]");
      await snippet.scrollIntoViewIfNeeded();
      expect(await hiddenUrlCharacters(snippet), "the prerendered snippet").toEqual([]);

      await region.getByLabel("Itinerary ID").fill(LONG_ID);
      await expect(snippet).toContainText(LONG_ID);
      await snippet.scrollIntoViewIfNeeded();
      expect(await hiddenUrlCharacters(snippet), "the snippet with a long itinerary ID").toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }
}
