import { expect, test } from "./support/test.ts";
import { REPRESENTATIVE_PAGES } from "../bench/budgets.ts";

for (const [name, path] of Object.entries(REPRESENTATIVE_PAGES)) {
  test(`${name}: the page paints before its scripts load, then hydrates`, async ({ page }) => {
    await page.goto(path); // resolves once the page has hydrated (./support/test.ts)
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime);
      return { paint, scripts };
    });
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
  });
}
