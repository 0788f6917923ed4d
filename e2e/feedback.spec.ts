import { pinnedAxe } from "./support/axe.ts";
import { allowConsoleErrors, expect, test as base, type Page } from "./support/test.ts";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { startFeedbackTestServer, type FeedbackTestServer } from "./support/feedback-test-server.ts";

// The endpoint is baked into the build; the same resolver, with the same environment, tells us which one.
const ENDPOINT = getSiteConfig().feedbackEndpoint;
const GUIDE = "/docs/getting-started";
const LONG_GUIDE = "/docs/graphql/getting-started/managing-a-list";
const COMING_SOON = "/docs/references/assets/icons";
const OFFLINE = /You appear to be offline/;

/** Each test gets its own feedback service; the configured endpoint is rerouted to it. */
const test = base.extend<{ service: FeedbackTestServer }>({
  service: async ({ page }, use) => {
    const service = await startFeedbackTestServer();
    await page.route(ENDPOINT, async (route) => {
      await route.fulfill({ response: await route.fetch({ url: service.url }) });
    });
    await use(service);
    // A request the test no longer waits for may still be in flight: let its answer finish before the service goes.
    await page.unrouteAll({ behavior: "wait" });
    await service.close();
  },
});

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Opens a page and scrolls to its form, as a reader does: the forms are prerendered with their controls disabled and
 * go live when they come near the window (src/features/feedback/form-islands.ts).
 */
async function gotoForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await revealForm(page);
}

async function revealForm(page: Page): Promise<void> {
  const island = page.locator("[data-form-island]").first();
  await island.scrollIntoViewIfNeeded();
  await expect(island.getByRole("button").first()).toBeEnabled();
}

test.beforeAll(() => {
  expect(ENDPOINT, "Build the site with FEEDBACK_ENDPOINT or site.config.ts `feedbackEndpointFallback` set").not.toBe(
    "",
  );
});

test.describe("page feedback", () => {
  test("a reader who never scrolls near the form does not download React; one who tabs through the page does", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // A long page, whose form starts far below the window.
    await page.goto(LONG_GUIDE);
    await expect(page.getByRole("button", { name: "Yes" })).toBeDisabled();
    expect(scripts.filter((script) => /form-island|client/.test(script))).toEqual([]);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Yes" })).toBeEnabled();
    expect(scripts.some((script) => script.includes("form-island"))).toBe(true);
  });

  test("sends the answer and the comment, then thanks the reader", async ({ page, service }) => {
    await gotoForm(page, GUIDE);
    const feedback = page.getByRole("group", { name: "Was this page helpful?" });
    await feedback.getByRole("button", { name: "No" }).click();
    await expect(feedback.getByRole("button", { name: "No" })).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("What was missing or unclear? (optional)").fill("An example with variables, please.");
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByText("Thanks for your feedback.")).toBeFocused();
    expect(service.received).toEqual([
      { kind: "page-feedback", path: GUIDE, helpful: false, comment: "An example with variables, please." },
    ]);
  });

  test("works from the keyboard alone", async ({ page, service }) => {
    await gotoForm(page, GUIDE);
    await page.getByRole("button", { name: "Yes" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("What helped? (optional)")).toBeFocused();
    await page.keyboard.type("Clear steps");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Thanks for your feedback.")).toBeFocused();
    expect(service.received).toEqual([{ kind: "page-feedback", path: GUIDE, helpful: true, comment: "Clear steps" }]);
  });

  test("shows the server's message and retries with the same comment", async ({ page, service }) => {
    service.failNext({ status: 500, body: { message: "Feedback storage is unavailable" } });
    allowConsoleErrors(page, /status of 500 \(Internal Server Error\) \(https:\/\/feedback\./);
    await gotoForm(page, GUIDE);
    await page.getByRole("button", { name: "Yes" }).click();
    await page.getByLabel("What helped? (optional)").fill("The curl example");
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByRole("alert")).toHaveText("Feedback storage is unavailable");
    await expect(page.getByLabel("What helped? (optional)")).toHaveValue("The curl example");
    const { violations } = await pinnedAxe(page).include("main form").analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    const sent = { kind: "page-feedback", path: GUIDE, helpful: true, comment: "The curl example" };
    expect(service.received).toEqual([sent, sent]);
  });

  test("says so when the request can't get through, and retries once it can", async ({ page, service }) => {
    await gotoForm(page, GUIDE);
    await page.route(ENDPOINT, (route) => route.abort("internetdisconnected"), { times: 1 });
    allowConsoleErrors(page, /net::ERR_INTERNET_DISCONNECTED \(https:\/\/feedback\./);
    await page.getByRole("button", { name: "No" }).click();
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByRole("alert")).toHaveText(OFFLINE);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    expect(service.received).toEqual([{ kind: "page-feedback", path: GUIDE, helpful: false }]);
  });

  test("sends nothing while the browser is offline", async ({ page, context, service }) => {
    await gotoForm(page, GUIDE);
    await page.getByRole("button", { name: "Yes" }).click();
    await context.setOffline(true);
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByRole("alert")).toHaveText(OFFLINE);
    expect(service.received).toEqual([]);
    await context.setOffline(false);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    expect(service.received).toHaveLength(1);
  });

  test("a double click sends one submission, with the buttons disabled meanwhile", async ({ page, service }) => {
    const release = service.holdAnswers();
    await gotoForm(page, GUIDE);
    await page.getByRole("button", { name: "Yes" }).click();
    await page.getByRole("button", { name: "Send feedback" }).dblclick();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "No" })).toBeDisabled();
    await expect.poll(() => service.received.length).toBe(1);
    release();
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    expect(service.received).toHaveLength(1);
  });

  test("starts afresh on the next page", async ({ page, service }) => {
    await gotoForm(page, GUIDE);
    await page.getByRole("button", { name: "Yes" }).click();
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    const pager = page.getByRole("navigation", { name: "Previous and next pages" });
    await pager.getByRole("link", { name: /^Next/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`${GUIDE}$`));
    await revealForm(page);
    await expect(page.getByRole("button", { name: "Yes" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("Thanks for your feedback.")).toHaveCount(0);
    expect(service.received).toHaveLength(1);
  });
});

test.describe("register interest", () => {
  test("sends the email and note from a 'Coming soon' page", async ({ page, service }) => {
    await gotoForm(page, COMING_SOON);
    const form = page.getByRole("region", { name: "Register interest in Icons" });
    await form.getByLabel("Email address").fill("ana@example.com");
    await form.getByLabel("Note (optional)").fill("For our trail app");
    await form.getByRole("button", { name: "Register interest" }).click();
    await expect(form.getByText("We'll email ana@example.com when Icons is ready.")).toBeFocused();
    expect(service.received).toEqual([
      { kind: "register-interest", path: COMING_SOON, email: "ana@example.com", note: "For our trail app" },
    ]);
  });

  test("blocks an invalid email in the browser, explaining why, and sends nothing", async ({ page, service }) => {
    await gotoForm(page, COMING_SOON);
    const form = page.getByRole("region", { name: "Register interest in Icons" });
    const email = form.getByLabel("Email address");
    await email.fill("ana.example.com");
    await form.getByRole("button", { name: "Register interest" }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      "“ana.example.com” is missing an @. Enter an address like name@example.com.",
    );
    expect(service.received).toEqual([]);

    await email.fill("ana@example.com");
    await expect(email).toHaveAttribute("aria-invalid", "false");
    await form.getByRole("button", { name: "Register interest" }).click();
    await expect(form.getByText("We'll email ana@example.com when Icons is ready.")).toBeVisible();
    expect(service.received).toHaveLength(1);
  });

  test("shows the server's error and keeps both fields for the retry", async ({ page, service }) => {
    service.failNext({ status: 400, body: { error: "Email already registered" } });
    allowConsoleErrors(page, /status of 400 \(Bad Request\) \(https:\/\/feedback\./);
    await gotoForm(page, COMING_SOON);
    const form = page.getByRole("region", { name: "Register interest in Icons" });
    await form.getByLabel("Email address").fill("ana@example.com");
    await form.getByLabel("Note (optional)").fill("Second try");
    await form.getByRole("button", { name: "Register interest" }).click();
    await expect(form.getByRole("alert")).toHaveText("Email already registered");
    await expect(form.getByLabel("Email address")).toHaveValue("ana@example.com");
    await expect(form.getByLabel("Note (optional)")).toHaveValue("Second try");

    await form.getByRole("button", { name: "Retry" }).click();
    await expect(form.getByText("We'll email ana@example.com when Icons is ready.")).toBeVisible();
    const sent = { kind: "register-interest", path: COMING_SOON, email: "ana@example.com", note: "Second try" };
    expect(service.received).toEqual([sent, sent]);
  });

  test("reports a connection failure instead of failing silently", async ({ page, service }) => {
    await gotoForm(page, COMING_SOON);
    const form = page.getByRole("region", { name: "Register interest in Icons" });
    await page.route(ENDPOINT, (route) => route.abort("connectionrefused"), { times: 1 });
    allowConsoleErrors(page, /net::ERR_CONNECTION_REFUSED \(https:\/\/feedback\./);
    await form.getByLabel("Email address").fill("ana@example.com");
    await form.getByRole("button", { name: "Register interest" }).click();
    await expect(form.getByRole("alert")).toHaveText(OFFLINE);
    await expect(form.getByLabel("Email address")).toHaveValue("ana@example.com");
    expect(service.received).toEqual([]);
  });

  test("a double click registers once", async ({ page, service }) => {
    const release = service.holdAnswers();
    await gotoForm(page, COMING_SOON);
    const form = page.getByRole("region", { name: "Register interest in Icons" });
    await form.getByLabel("Email address").fill("ana@example.com");
    await form.getByRole("button", { name: "Register interest" }).dblclick();
    await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect.poll(() => service.received.length).toBe(1);
    release();
    await expect(form.getByText("We'll email ana@example.com when Icons is ready.")).toBeVisible();
    expect(service.received).toHaveLength(1);
  });
});
