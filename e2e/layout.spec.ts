import { expect, test, type Page } from "./support/test.ts";
import siteConfig from "../site.config.ts";

const TOP_LINKS = [
  ["Getting started", "/docs/getting-started"],
  ["Documentation", "/docs/graphql"],
  ["Examples", siteConfig.examplesUrl],
  ["Log in", siteConfig.app.login],
  ["Sign up", siteConfig.app.signUp],
] as const;

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour: 0 for black, 1 for white. */
function relativeLuminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const currentLinks = (page: Page, nav: string) =>
  page.getByRole("navigation", { name: nav }).locator('a[aria-current="page"]');

test.describe("wide screens (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the top bar shows every link with its address and is at least 84 px high", async ({ page }) => {
    await page.goto("/docs/mapping");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    for (const [label, href] of TOP_LINKS)
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href);
    const box = await page.locator("header").first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(84);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("aria-current marks the link whose path prefixes the current path, and no link elsewhere", async ({ page }) => {
    await page.goto("/docs/getting-started/schema");
    await expect(currentLinks(page, "Main")).toHaveText(["Getting started"]);
    await page.goto("/docs/graphql/topics/itinerary/creating");
    await expect(currentLinks(page, "Main")).toHaveText(["Documentation"]);
    await page.goto("/docs/mapping");
    await expect(currentLinks(page, "Main")).toHaveCount(0);
  });

  test("the footer has four columns, the Australian-made statement and the current year", async ({ page }) => {
    // A year the build cannot have written: the footer shows the reader's year, not the build's.
    await page.clock.setFixedTime(new Date("2041-03-01T12:00:00Z"));
    await page.goto("/docs/graphql");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Resources", "Product", "Company", "Legal"]);
    await expect(footer).toContainText("Australian-made");
    await expect(footer.getByTestId("current-year")).toHaveText("2041");
    await expect(footer).toContainText(siteConfig.company);
    const inner = await footer.locator("div").first().boundingBox();
    expect(inner?.width).toBeLessThanOrEqual(1200);
  });

  test("the theme toggle survives a reload without a flash of the other theme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/docs/graphql");
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // Record the theme when the body's first element other than a script is parsed, before anything can be painted.
    await page.addInitScript(() => {
      const observer = new MutationObserver((records) => {
        const added = records.flatMap((record) => [...record.addedNodes]);
        if (
          !added.some(
            (node) => node instanceof HTMLElement && node.parentElement?.closest("body") && node.tagName !== "SCRIPT",
          )
        )
          return;
        (window as unknown as { firstTheme?: string }).firstTheme ??= document.documentElement.dataset.theme ?? "none";
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme)).toBe("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // What a reader sees: a dark page after the reload, where the light theme's was light.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(relativeLuminance(lightBackground)).toBeGreaterThan(0.8);
    expect(relativeLuminance(background)).toBeLessThan(0.05);
  });
});

test.describe("narrow screens (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shows a sign-up button and a menu button instead of the links", async ({ page }) => {
    await page.goto("/docs/graphql");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    await expect(page.locator("header").getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      siteConfig.app.signUp,
    );
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("the drawer opens 280 px wide at the right edge with the same links, and closes by its button", async ({
    page,
  }) => {
    await page.goto("/docs/graphql");
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // Measure once the slide-in animation has finished.
    await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(280, 1);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(375, 1);
    for (const [label, href] of TOP_LINKS) {
      await expect(
        drawer.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: label }),
      ).toHaveAttribute("href", href);
    }
    await expect(currentLinks(page, "Main menu")).toHaveText(["Documentation"]);
    // The page carries the section's tree once, in the sidebar; the drawer shows it while it is open.
    const sectionTree = page.locator("[data-section-nav]");
    await expect(sectionTree).toHaveCount(1);
    const drawerSection = drawer.getByRole("navigation", { name: "GraphQL API pages" });
    await expect(drawerSection.getByRole("link", { name: "Getting started" }).first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(page.locator("[data-sidebar] [data-section-nav]")).toHaveCount(1);
    await expect(drawer.locator("[data-section-nav]")).toHaveCount(0);
  });

  test("the drawer closes with Escape and with a click on the backdrop, returning focus", async ({ page }) => {
    await page.goto("/docs/graphql");
    const menu = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await menu.click();
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await page.mouse.click(20, 300);
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("the drawer closes after a link is followed", async ({ page }) => {
    await page.goto("/docs/graphql");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Getting started" }).first().click();
    await expect(page).toHaveURL(/\/docs\/getting-started$/);
    await expect(drawer).toBeHidden();
  });
});

test("pages stay readable with links working when JavaScript is off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/docs/graphql");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/GraphQL API/);
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "Getting started" })
    .click();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  await context.close();
});

test.describe("the top bar from 320 px up", () => {
  const pages = [
    "/docs/getting-started",
    "/docs/graphql/topics/itinerary/creating",
    "/docs/mapping/getting-started/example-hike",
  ];
  for (const width of [320, 375, 768, 1280]) {
    test(`at ${width} px nothing scrolls sideways, wraps or leaves the screen, and targets are at least 24 px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      for (const path of pages) {
        await page.goto(path);
        const layout = await page.evaluate(() => {
          const header = document.querySelector("header")!;
          const controls = [...header.querySelectorAll<HTMLElement>("a, button")].filter(
            (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden",
          );
          return {
            scrollWidth: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
            controls: controls.map((element) => {
              const box = element.getBoundingClientRect();
              const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
              return {
                name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "",
                left: box.left,
                right: box.right,
                width: box.width,
                height: box.height,
                // A control whose text wraps is taller than two lines of it (padding included).
                wraps: element.tagName === "A" && box.height > 2 * lineHeight,
              };
            }),
          };
        });
        expect(layout.scrollWidth, `${path}: page width`).toBeLessThanOrEqual(layout.viewport);
        expect(layout.controls.length).toBeGreaterThan(2);
        for (const control of layout.controls) {
          const where = `${path} at ${width} px: ${control.name}`;
          expect(control.left, where).toBeGreaterThanOrEqual(0);
          expect(control.right, where).toBeLessThanOrEqual(width);
          expect(control.width, where).toBeGreaterThanOrEqual(24);
          expect(control.height, where).toBeGreaterThanOrEqual(24);
          expect(control.wraps, where).toBe(false);
        }
      }
    });
  }

  test("at 320 px the menu button opens the 280 px drawer at the right edge, and the backdrop closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/docs/graphql");
    const signUp = page.locator("header").getByRole("link", { name: "Sign up" });
    const signUpBox = await signUp.boundingBox();
    expect(signUpBox?.height).toBeLessThan(40);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(280, 1);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(320, 1);
    await page.mouse.click(10, 300);
    await expect(drawer).toBeHidden();
  });
});
