import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "./support/test.ts";
import { resolveSiteConfig } from "../lib/config/resolve-site-config.ts";
import { startGraphqlTestServer, TEST_DATA, type GraphqlTestServer } from "./support/graphql-test-server.ts";

// The same configuration the build used: the endpoint the runner calls and its public token.
const config = resolveSiteConfig();
const ENDPOINT = config.api.endpoint;
const PUBLIC_TOKEN = config.graphqlAccessToken;
const SECRET_TOKEN = "sk.e2e-secret-token";
const PAGE = "/docs/graphql/getting-started/graph-ql";

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
      await server.close();
    },
    { auto: true },
  ],
});

async function openRunner(page: Page, title: string) {
  await page.goto(PAGE);
  await page.getByRole("button", { name: `Run “${title}”` }).click();
  return page.getByRole("region", { name: `Run “${title}”` });
}

test("runs an example with its variables against the API and shows the response", async ({ page, api }) => {
  const panel = await openRunner(page, "Load an itinerary");
  await expect(panel.getByLabel("Variables (JSON)")).toHaveValue('{ "id": "itinerary/5hT2rQ8wLk" }');
  await panel.getByRole("button", { name: "Run", exact: true }).click();
  await expect(panel.getByRole("status")).toHaveText("Response received (HTTP 200).");
  const response = panel.getByLabel("Response");
  await expect(response).toContainText(`"title": "${TEST_DATA.itineraryTitle}"`);
  await expect(response).toContainText('"id": "itinerary/5hT2rQ8wLk"');
  expect(api.requests).toHaveLength(1);
  expect(api.requests[0]).toMatchObject({
    token: PUBLIC_TOKEN,
    body: { operationName: "GetItinerary", variables: { id: "itinerary/5hT2rQ8wLk" } },
  });
});

test("sends the operation as the reader edited it", async ({ page, api }) => {
  const panel = await openRunner(page, "Which profile does this token belong to?");
  const edited = "query Renamed {\n  me: authorizedProfiles(first: 1) {\n    nodes {\n      name\n    }\n  }\n}";
  await panel.getByLabel("Operation").fill(edited);
  await panel.getByRole("button", { name: "Run", exact: true }).click();
  await expect(panel.getByLabel("Response")).toContainText(`"me": {`);
  await expect(panel.getByLabel("Response")).toContainText(TEST_DATA.profileName);
  expect(api.requests.at(-1)?.body).toEqual({ query: edited, variables: {}, operationName: "Renamed" });
});

test("a refused token says so; the reader's own token is kept for the session only", async ({ page, api }) => {
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  const panel = await openRunner(page, "Load an itinerary");
  const tokenField = panel.getByLabel("Use your own token for this session");
  await tokenField.fill("sk.not-a-real-token");
  await panel.getByRole("button", { name: "Run", exact: true }).click();
  await expect(panel.getByRole("status")).toContainText(
    "The access token was refused (HTTP 401: Invalid bearer token). Paste your own token into “Use your own token for this session”",
  );

  await tokenField.fill(SECRET_TOKEN);
  await panel.getByRole("button", { name: "Run", exact: true }).click();
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
  await expect(other.getByLabel("Use your own token for this session")).toHaveValue(SECRET_TOKEN);
});

test("says when the API cannot be reached", async ({ page, api }) => {
  await page.route(`${ENDPOINT}**`, (route) => route.abort("internetdisconnected"));
  const panel = await openRunner(page, "Load an itinerary");
  await panel.getByRole("button", { name: "Run", exact: true }).click();
  await expect(panel.getByRole("status")).toContainText(/^Could not reach the API: /);
  expect(api.requests).toHaveLength(0);
});

test("reports invalid variables before sending anything", async ({ page, api }) => {
  const panel = await openRunner(page, "Load an itinerary");
  await panel.getByLabel("Variables (JSON)").fill('{ "id": }');
  await panel.getByRole("button", { name: "Run", exact: true }).click();
  await expect(panel.getByRole("status")).toContainText("The variables are not valid JSON:");
  expect(api.requests).toHaveLength(0);
});

test("GraphQL errors are listed with their messages", async ({ page }) => {
  const panel = await openRunner(page, "Load an itinerary");
  await panel.getByLabel("Operation").fill("query { itinerary(id: 1) { nme } }");
  await panel.getByRole("button", { name: "Run", exact: true }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "The API returned an error; fix the operation or its variables and run again.",
  );
  await expect(panel.getByRole("list", { name: "Errors" })).toContainText(
    'Cannot query field "nme" on type "Itinerary".',
  );
});

test("a mutation warns that it changes data, and still runs", async ({ page, api }) => {
  const panel = await openRunner(page, "Create a list");
  await expect(panel.getByRole("note")).toContainText("This is a mutation: running it changes data.");
  await panel.getByRole("button", { name: "Run", exact: true }).click();
  await expect(panel.getByLabel("Response")).toContainText('"createItinerary"');
  expect(api.requests[0]?.body.operationName).toBe("CreateList");
});

test("the runner works from the keyboard and passes an accessibility check", async ({ page }) => {
  await page.goto(PAGE);
  const open = page.getByRole("button", { name: "Run “Load an itinerary”" });
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(open).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("region", { name: "Run “Load an itinerary”" });
  await expect(panel.getByLabel("Operation")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByLabel("Variables (JSON)")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByLabel("Use your own token for this session")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("button", { name: "Run", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("status")).toHaveText("Response received (HTTP 200).");
  const { violations } = await new AxeBuilder({ page }).include('section[aria-label^="Run"]').analyze();
  expect(violations).toEqual([]);
});
