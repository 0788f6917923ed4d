import { readFileSync } from "node:fs";
import type { Response } from "@playwright/test";
import { pinnedAxe } from "./support/axe.ts";
import { allowConsoleErrors, expect, test, type Page } from "./support/test.ts";

const CITY_WALK = "/docs/mapping/getting-started/example-city-walk";
const geojson = JSON.parse(readFileSync("public/examples/geojson/city-walk.geojson", "utf8")) as {
  features: { properties: { class?: string; label?: string; location_num?: number } }[];
};
const stops = geojson.features
  .filter((feature) => feature.properties.class === "location_marker")
  .sort((a, b) => (a.properties.location_num ?? 0) - (b.properties.location_num ?? 0))
  .map((feature) => feature.properties.label ?? "");

/** Blocks every request that leaves this machine and records what was attempted. */
async function goOffline(page: Page): Promise<string[]> {
  const attempted: string[] = [];
  await page.route(
    (url) => url.hostname !== "localhost",
    (route) => {
      attempted.push(route.request().url());
      return route.abort("internetdisconnected");
    },
  );
  return attempted;
}

test.describe("live itinerary maps", () => {
  test("draw the city walk offline: canvas, one numbered marker per stop, no remote request", async ({ page }) => {
    const attempted = await goOffline(page);
    await page.goto(CITY_WALK);
    const figure = page.locator("figure.itinerary-map");
    await figure.scrollIntoViewIfNeeded();

    await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
    await expect(figure).toHaveAttribute("data-stop-count", String(stops.length));
    await expect(figure.locator("canvas")).toHaveAttribute(
      "aria-label",
      `Melbourne laneways walk: map of ${stops.length} numbered stops`,
    );
    await expect(figure.locator("[data-base-map]")).toHaveAttribute("data-base-map", "local-light");
    const markers = figure.getByRole("button", { name: /^Stop \d+: / });
    await expect(markers).toHaveText(stops.map((_, index) => String(index + 1)));
    await expect(markers.first()).toHaveAccessibleName(`Stop 1: ${stops[0]}`);
    for (const name of ["Zoom in", "Zoom out", "Reset view to show the whole route"])
      await expect(figure.getByRole("button", { name })).toBeVisible();
    expect(attempted).toEqual([]);
  });

  test("a stop's popup opens with Enter, shows its title and closes with Escape", async ({ page }) => {
    await goOffline(page);
    await page.goto(CITY_WALK);
    const figure = page.locator("figure.itinerary-map");
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });

    const marker = figure.getByRole("button", { name: `Stop 3: ${stops[2]}` });
    await marker.focus();
    await page.keyboard.press("Enter");
    const popup = figure.locator(".maplibregl-popup");
    await expect(popup).toContainText(stops[2] ?? "");
    await expect(popup).toContainText(`Stop 3 of ${stops.length}`);
    await expect(marker).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(marker).toBeFocused();
    await expect(marker).toHaveAttribute("aria-expanded", "false");
  });

  test("the stop list stays visible below the map, and loading the map moves nothing", async ({ page }) => {
    await goOffline(page);
    await page.goto(CITY_WALK);
    const figure = page.locator("figure.itinerary-map");
    const frameBefore = await figure.locator(".map-frame").boundingBox();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
    const list = figure.getByRole("list");
    await expect(list.getByRole("listitem")).toHaveText(stops);
    await expect(list).toBeVisible();
    const frameAfter = await figure.locator(".map-frame").boundingBox();
    expect(frameAfter?.height).toBeCloseTo(frameBefore?.height ?? 0, 0);
  });

  for (const theme of ["light", "dark"] as const)
    test(`the live map has no WCAG 2.2 AA violations (${theme} theme)`, async ({ page }) => {
      await goOffline(page);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(CITY_WALK);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const figure = page.locator("figure.itinerary-map");
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
      await figure.getByRole("button", { name: /^Stop 1: / }).click();
      const results = await pinnedAxe(page).include("figure.itinerary-map").analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });

  test("the base map follows the theme toggle", async ({ page }) => {
    await goOffline(page);
    await page.goto(CITY_WALK);
    const figure = page.locator("figure.itinerary-map");
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
    const themed = figure.locator("[data-base-map]");
    await expect(themed).toHaveAttribute("data-base-map", "local-light");
    await page.getByRole("button", { name: "Switch to dark theme" }).first().click();
    await expect(themed).toHaveAttribute("data-base-map", "local-dark");
    await expect(figure.getByRole("button", { name: /^Stop \d+: / })).toHaveCount(stops.length);
  });

  test("a page without a map downloads no map code, while a page with one does", async ({ page }) => {
    const urls: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => urls.push(response.url()));
    const readScript = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    };
    page.on("response", readScript);
    await page.goto("/docs/graphql", { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 10_000);
    await page.waitForLoadState("networkidle");
    // The checks below mean something only if the page's requests and scripts were seen.
    expect(urls.length).toBeGreaterThan(3);
    expect(scripts.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /maplibre|itinerary-map/.test(url))).toEqual([]);
    expect((await Promise.all(scripts)).join("\n")).not.toContain("maplibregl-");
    page.off("response", readScript);

    // The check above means something only if the map code's file names say "maplibre".
    await page.goto(CITY_WALK);
    await page.locator("figure.itinerary-map").scrollIntoViewIfNeeded();
    await expect(page.locator("figure.itinerary-map")).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
    expect(urls.filter((url) => url.includes("maplibre")).map((url) => url.replace(/-[\w-]{8}\./, "."))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/draw-maplibre-map\.js$/),
        expect.stringMatching(/maplibre-gl-worker\.mjs$/),
      ]),
    );
  });
});

test.describe("with a maps access token", () => {
  /** Serves the city walk as if the site had been built with MAPS_ACCESS_TOKEN=e2e-key. */
  async function openWithToken(page: Page, hostedStyle: (url: string) => object | "fail") {
    const requested: string[] = [];
    await page.route(
      (url) => url.hostname !== "localhost",
      (route) => {
        const url = route.request().url();
        requested.push(url);
        const style = hostedStyle(url);
        return style === "fail" ? route.abort("internetdisconnected") : route.fulfill({ json: style });
      },
    );
    await page.route(CITY_WALK, async (route) => {
      const response = await route.fetch();
      // The token travels in the page's JSON data (src/shared/page-islands.ts), which needs no CSP hash.
      const body = (await response.text()).replace('"mapsAccessToken":""', '"mapsAccessToken":"e2e-key"');
      expect(body).toContain("e2e-key");
      await route.fulfill({ response, body });
    });
    await page.goto(CITY_WALK);
    await page.locator("figure.itinerary-map").scrollIntoViewIfNeeded();
    return requested;
  }

  test("uses the hosted style for the theme, and switches it with the theme", async ({ page }) => {
    const background = (color: string) => ({
      version: 8,
      sources: {},
      layers: [{ id: "land", type: "background", paint: { "background-color": color } }],
    });
    const requested = await openWithToken(page, (url) => background(url.includes("dark") ? "#000" : "#fff"));
    const figure = page.locator("figure.itinerary-map");
    await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
    await expect(figure.locator("[data-base-map]")).toHaveAttribute("data-base-map", "hosted-light");
    await page.getByRole("button", { name: "Switch to dark theme" }).first().click();
    await expect(figure.locator("[data-base-map]")).toHaveAttribute("data-base-map", "hosted-dark");
    // The figure names the new base map before MapLibre has fetched its style: wait for the request.
    await expect
      .poll(() => requested)
      .toEqual([
        "https://api.maptiler.com/maps/dataviz/style.json?key=e2e-key",
        "https://api.maptiler.com/maps/dataviz-dark/style.json?key=e2e-key",
      ]);
  });

  test("falls back to the offline base map when the hosted style cannot load", async ({ page }) => {
    allowConsoleErrors(page, /net::ERR_INTERNET_DISCONNECTED \(https:\/\/api\.maptiler\.com\//);
    await openWithToken(page, () => "fail");
    const figure = page.locator("figure.itinerary-map");
    await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
    await expect(figure.locator("[data-base-map]")).toHaveAttribute("data-base-map", "local-light");
    await expect(figure.getByRole("button", { name: /^Stop \d+: / })).toHaveCount(stops.length);
    await expect(figure.locator("[data-map-notice]")).toHaveText(
      /^Base map unavailable: the map service did not answer/,
    );
  });

  test("says nothing about the base map when the hosted one shows", async ({ page }) => {
    await openWithToken(page, () => ({ version: 8, sources: {}, layers: [] }));
    const figure = page.locator("figure.itinerary-map");
    await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
    await expect(figure.locator("[data-base-map]")).toHaveAttribute("data-base-map", "hosted-light");
    await expect(figure.locator("[data-map-notice]")).toHaveCount(0);
  });
});

test.describe("without a maps access token", () => {
  test("the map says in words why there is no base map, and shows no empty attribution box", async ({ page }) => {
    await goOffline(page);
    await page.goto(CITY_WALK);
    const figure = page.locator("figure.itinerary-map");
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
    await expect(figure.locator("[data-map-notice]")).toHaveText(
      "Base map unavailable: this site has no maps access token configured, so the route and its numbered stops are drawn on a plain background.",
    );
    const attribution = figure.locator(".maplibregl-ctrl-attrib");
    // MapLibre adds its attribution control to every map: check the one this map has.
    expect(await attribution.count()).toBeGreaterThan(0);
    for (const box of await attribution.all()) {
      if (await box.isVisible()) expect((await box.innerText()).trim()).not.toBe("");
    }
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of [CITY_WALK, "/docs/mapping/getting-started/example-hike"]) {
    test(`no two stop markers (round, 28 px) overlap on ${path}`, async ({ page }) => {
      await goOffline(page);
      await page.goto(path);
      const figure = page.locator("figure.itinerary-map").first();
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toHaveAttribute("data-map-ready", "true", { timeout: 20_000 });
      const markers = figure.getByRole("button", { name: /^Stop \d+: / });
      const boxes = (await Promise.all((await markers.all()).map((marker) => marker.boundingBox()))).filter(
        (box) => box !== null,
      );
      expect(boxes.length).toBeGreaterThan(2);
      for (const [a, first] of boxes.entries())
        for (const second of boxes.slice(a + 1)) {
          // Markers are circles: two do not overlap while their centres are a diameter apart.
          const apart = Math.hypot(first.x - second.x, first.y - second.y) >= Math.min(first.width, second.width) - 0.5;
          expect(apart, `markers at ${JSON.stringify(first)} and ${JSON.stringify(second)}`).toBe(true);
        }
    });
  }
});
