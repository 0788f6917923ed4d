import { pinnedAxe } from "./support/axe.ts";
import type { Locator } from "@playwright/test";
import { allowConsoleErrors, expect, test as base, type Page } from "./support/test.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { startGraphqlTestServer, TEST_DATA, type GraphqlTestServer } from "./support/graphql-test-server.ts";

// The same configuration the build used: the endpoint the runner calls and its public token.
const config = resolveSiteConfig();
const ENDPOINT = config.api.endpoint;
const PUBLIC_TOKEN = config.graphqlAccessToken;
const SECRET_TOKEN = "sk.e2e-secret-token";
const PAGE = "/docs/graphql/getting-started/graph-ql";
// A class name only CodeMirror's code holds: a script containing it is the editor's chunk.
const EDITOR_MARKER = "cm-tooltip-autocomplete";
// The editor's chunk and the schema are fetched and built on the first Run: allow for a busy machine.
const EDITOR_LOAD = { timeout: 20_000 };

// Every test gets its own local API, and the configured endpoint is routed to it (so no test
// ever reaches the real API, even one that does not look at the requests).
const test = base.extend<{ api: GraphqlTestServer }>({
  api: [
    async ({ page }, use) => {
      const server = await startGraphqlTestServer({ tokens: [PUBLIC_TOKEN, SECRET_TOKEN] });
      await page.route(`${ENDPOINT}**`, async (route) => {
        const { search } = new URL(route.request().url());
        await route.fulfill({ response: await route.fetch({ url: server.url + search }) });
      });
      await use(server);
      // A request the test no longer waits for may still be in flight: let its answer finish before the server goes.
      await page.unrouteAll({ behavior: "wait" });
      await server.close();
    },
    { auto: true },
  ],
});

test.describe.configure({ timeout: 60_000 });

/** Opens the editor of one example and waits until it knows the schema. */
async function openEditor(page: Page, title: string): Promise<Locator> {
  await page.goto(PAGE);
  await page.getByRole("button", { name: `Run “${title}”` }).click();
  const panel = page.getByRole("region", { name: `Run “${title}”` });
  await expect(panel).toHaveAttribute("data-schema", "ready", EDITOR_LOAD);
  return panel;
}

/** Replaces the text of one of the panel's editors, as a reader selecting all and typing would. */
async function replaceText(page: Page, editor: Locator, text: string) {
  await editor.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(text);
}

const runButton = (panel: Locator) => panel.getByRole("button", { name: "Run", exact: true });

test("opens the example itself as an editor by keyboard, runs it with Ctrl+Enter, and Tab leaves the editor", async ({
  page,
  api,
}) => {
  await page.goto(PAGE);
  const open = page.getByRole("button", { name: "Run “Load an itinerary”" });
  const figure = page.locator("figure.code-block", { has: page.getByText("Load an itinerary", { exact: true }) });
  await open.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: "Run “Load an itinerary”" });
  await expect(panel.getByLabel("Operation")).toBeFocused(EDITOR_LOAD);
  // The editor stands in for the static block: it sits inside the figure, whose highlighted code is hidden.
  await expect(figure.locator(":scope > pre")).toBeHidden();
  await expect(figure.getByRole("region")).toBeVisible();
  await expect(page.getByRole("button", { name: "Close the editor of “Load an itinerary”" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(panel.getByLabel("Variables (JSON)")).toHaveText('{ "id": "itinerary/5hT2rQ8wLk" }');

  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(panel.getByRole("status")).toHaveText("Response received (HTTP 200).");
  await expect(panel.getByLabel("Response")).toContainText(`"title": "${TEST_DATA.itineraryTitle}"`);
  expect(api.requests[0]).toMatchObject({
    token: PUBLIC_TOKEN,
    body: { operationName: "GetItinerary", variables: { id: "itinerary/5hT2rQ8wLk" } },
  });

  await page.keyboard.press("Escape");
  await expect(panel.getByLabel("Operation")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByLabel("Variables (JSON)")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByLabel("Use your own token for this session")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(runButton(panel)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("button", { name: "Reset" })).toBeFocused();
  const { violations } = await pinnedAxe(page).include('section[aria-label^="Run"]').analyze();
  expect(violations).toEqual([]);
});

test("completes fields of the schema and shows their documentation on hover", async ({ page }) => {
  const panel = await openEditor(page, "Load an itinerary");
  const operation = panel.getByLabel("Operation");
  await replaceText(page, operation, 'query { itinerary(id: "itinerary/1") { ti } }');
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("t");
  const option = page.getByRole("option", { name: /^title/ });
  await option.click();
  await expect(operation).toHaveText('query { itinerary(id: "itinerary/1") { title } }');

  await operation.getByText("title", { exact: true }).hover();
  await expect(page.locator(".cm-graphql-hover")).toContainText("Itinerary.title");
});

test("marks a field the schema does not have, inline, before anything is sent", async ({ page, api }) => {
  const panel = await openEditor(page, "Load an itinerary");
  await replaceText(page, panel.getByLabel("Operation"), 'query { itinerary(id: "itinerary/1") { nme } }');
  await expect(panel.locator(".cm-lintRange-error")).toHaveText("nme");
  // The mark came from the schema in the browser: the API has not been asked anything yet...
  expect(api.requests).toHaveLength(0);
  // ...and is asked once Run is pressed (so the count above could have been more than nothing).
  await runButton(panel).click();
  await expect.poll(() => api.requests.length).toBe(1);
});

test("a GraphQL error answer gets a one-line summary above the raw response", async ({ page }) => {
  const panel = await openEditor(page, "Load an itinerary");
  await replaceText(page, panel.getByLabel("Operation"), "query { itinerary(id: 1) { nme } }");
  await runButton(panel).click();
  await expect(panel.getByRole("status")).toHaveText(
    "The API returned an error; fix the operation or its variables and run again.",
  );
  await expect(panel.getByText(/^1 GraphQL error: /)).toHaveText(
    '1 GraphQL error: Cannot query field "nme" on type "Itinerary".',
  );
  await expect(panel.getByLabel("Response")).toContainText('"errors"');
});

test("Reset returns the example, and Close brings back the static block", async ({ page, api }) => {
  const panel = await openEditor(page, "Which profile does this token belong to?");
  const edited = "query Renamed {\n  me: authorizedProfiles(first: 1) {\n    nodes {\n      name\n    }\n  }\n}";
  await replaceText(page, panel.getByLabel("Operation"), edited);
  await runButton(panel).click();
  await expect(panel.getByLabel("Response")).toContainText(TEST_DATA.profileName);
  expect(api.requests.at(-1)?.body).toEqual({ query: edited, variables: {}, operationName: "Renamed" });

  await panel.getByRole("button", { name: "Reset" }).click();
  await expect(panel.getByLabel("Operation")).toContainText("query WhoAmI {");
  await expect(panel.getByLabel("Response")).toHaveCount(0);
  await runButton(panel).click();
  await expect(panel.getByRole("status")).toHaveText("Response received (HTTP 200).");
  expect(api.requests.at(-1)?.body.operationName).toBe("WhoAmI");

  const close = page.getByRole("button", { name: "Close the editor of “Which profile does this token belong to?”" });
  await close.click();
  await expect(panel).toHaveCount(0);
  const figure = page.locator("figure.code-block", {
    has: page.getByRole("button", { name: "Run “Which profile does this token belong to?”" }),
  });
  await expect(figure.locator(":scope > pre")).toBeVisible();
  await expect(figure.locator(":scope > pre")).toContainText("query WhoAmI");
});

test('sends the variables of a block written `json variables title="Input"`, and warns that a mutation changes data', async ({
  page,
  api,
}) => {
  const panel = await openEditor(page, "Create a list");
  await expect(page.locator("figure.code-block", { hasText: "Input" }).first()).toBeHidden();
  await expect(panel.getByRole("note")).toContainText("This is a mutation: running it changes data.");
  await expect(panel.getByLabel("Variables (JSON)")).toHaveText('{ "title": "My Melbourne favourites" }');
  await runButton(panel).click();
  await expect(panel.getByLabel("Response")).toContainText('"createItinerary"');
  expect(api.requests[0]?.body).toMatchObject({
    operationName: "CreateList",
    variables: { title: "My Melbourne favourites" },
  });
});

test("a refused token says so; the reader's own token is kept for the session only", async ({ page, api }) => {
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  allowConsoleErrors(page, /status of 401 \(Unauthorized\) \(https:\/\/graphql\./);
  const panel = await openEditor(page, "Load an itinerary");
  const tokenField = panel.getByLabel("Use your own token for this session");
  await tokenField.fill("sk.not-a-real-token");
  await runButton(panel).click();
  await expect(panel.getByRole("status")).toContainText(
    "The access token was refused (HTTP 401: Invalid bearer token). Paste your own token into “Use your own token for this session”",
  );

  await tokenField.fill(SECRET_TOKEN);
  await runButton(panel).click();
  await expect(panel.getByRole("status")).toHaveText("Response received (HTTP 200).");
  expect(api.requests.map((request) => request.token)).toEqual(["sk.not-a-real-token", SECRET_TOKEN]);

  const storage = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(storage.local).not.toContain("sk.");
  expect(storage.session).toContain(SECRET_TOKEN);
  expect(logs.join("\n")).not.toContain("sk.");
  // After a reload, any runner on the page starts from the token kept for this session.
  await page.reload();
  await page.getByRole("button", { name: "Run “Create a list”" }).click();
  const other = page.getByRole("region", { name: "Run “Create a list”" });
  await expect(other.getByLabel("Use your own token for this session")).toHaveValue(SECRET_TOKEN, EDITOR_LOAD);
});

test("says when the API cannot be reached", async ({ page, api }) => {
  await page.route(`${ENDPOINT}**`, (route) => route.abort("internetdisconnected"));
  allowConsoleErrors(page, /net::ERR_INTERNET_DISCONNECTED \(https:\/\/graphql\./);
  const panel = await openEditor(page, "Load an itinerary");
  await runButton(panel).click();
  await expect(panel.getByRole("status")).toContainText(/^Could not reach the API: /);
  expect(api.requests).toHaveLength(0);
});

test("reports invalid variables before sending anything", async ({ page, api }) => {
  const panel = await openEditor(page, "Load an itinerary");
  await replaceText(page, panel.getByLabel("Variables (JSON)"), '{ "id": }');
  await runButton(panel).click();
  await expect(panel.getByRole("status")).toContainText("The variables are not valid JSON:");
  expect(api.requests).toHaveLength(0);
});

test("no editor code loads before Run is pressed", async ({ page }) => {
  const scripts: { url: string; text: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script")
      scripts.push({ url: response.url(), text: await response.text() });
  });
  await page.goto(PAGE, { waitUntil: "networkidle" });
  await expect(page.getByRole("button", { name: "Run “Load an itinerary”" })).toBeVisible();
  expect(scripts.filter((script) => script.text.includes(EDITOR_MARKER)).map((script) => script.url)).toEqual([]);
  await page.getByRole("button", { name: "Run “Load an itinerary”" }).click();
  await expect(page.getByRole("region", { name: "Run “Load an itinerary”" })).toHaveAttribute(
    "data-schema",
    "ready",
    EDITOR_LOAD,
  );
  expect(scripts.some((script) => script.text.includes(EDITOR_MARKER))).toBe(true);
});
