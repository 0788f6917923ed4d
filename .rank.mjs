import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.goto("http://localhost:4400/docs/getting-started");
for (const ts of [null, 2]) {
  for (const term of ["opening hours", "upload photos", "embed", "pagination cursor", "unsplash", "Mapbox style", "brand colours", "itinerary"]) {
    const out = await page.evaluate(async ([ts, term]) => {
      const pf = await import(`/pagefind/pagefind.js?v=${ts}`);
      await pf.options(ts === null ? { noWorker: true } : { noWorker: true, ranking: { termSimilarity: ts } });
      const r = await pf.search(term);
      const d = await Promise.all(r.results.slice(0, 4).map((x) => x.data()));
      return d.map((x) => x.url.replace("/docs/", "") + (x.content.includes(term) ? "*" : ""));
    }, [ts, term]);
    console.log(ts, term, out.join("  "));
  }
}
await browser.close();
