import { pinnedAxe } from "./support/axe.ts";
import { expect, test, type Page } from "./support/test.ts";

const CHECKER_PAGE = "/docs/graphql/topics/graphql/check-your-operations";
const EDITOR_LOAD = { timeout: 20_000 };

/**
 * One operation with a planted mistake of each kind: an unknown field one letter from a real one (line 3), a
 * deprecated field (line 4), an argument of the wrong type on a field whose type a past version changed (line 6).
 * The committed reference history also retyped `Itinerary.media` in 2021, so that field meets a past change too.
 */
const PLANTED = `query Planted($profile: ID!) {
  itinerary(id: "itinerary/ABC123") {
    titel
    media(limit: 3) { id }
  }
  itineraries(first: "ten", profileId: $profile) {
    totalCount
  }
}`;

async function openChecker(page: Page) {
  await page.goto(CHECKER_PAGE);
  const checker = page.getByRole("region", { name: "Operation checker" });
  await expect(checker).toHaveAttribute("data-schema", "ready", EDITOR_LOAD);
  return checker;
}

test("lists each planted mistake with its place and reference link, and the past breaking change it meets", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const checker = await openChecker(page);
  await checker.getByRole("textbox", { name: "Operations" }).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(PLANTED);
  await checker.getByRole("button", { name: "Check operations" }).click();

  await expect(checker.getByRole("status")).toHaveText(
    "Checked 1 operation: 3 problems; 2 breaking changes of past versions touch them.",
  );
  const problems = checker.locator(".operation-checker-problems > li");
  await expect(problems).toHaveCount(3);

  const unknown = problems.nth(0);
  await expect(unknown).toContainText(
    'Line 3, column 5 Unknown field: Cannot query field "titel" on type "Itinerary".',
  );
  await expect(unknown.getByRole("link", { name: "Itinerary.title" })).toHaveAttribute(
    "href",
    "/docs/graphql/schema/Itinerary#field-title",
  );

  const deprecated = problems.nth(1);
  await expect(deprecated).toContainText("Line 4, column 5 Deprecated: Field Itinerary.media is deprecated.");
  await expect(deprecated).toContainText("Use mediaContainers, which pages through the media with a cursor.");
  await expect(deprecated.getByRole("link", { name: "Itinerary.media" })).toHaveAttribute(
    "href",
    "/docs/graphql/schema/Itinerary#field-media",
  );

  const wrongType = problems.nth(2);
  await expect(wrongType).toContainText(
    'Line 6, column 22 Wrong argument type: Int cannot represent non-integer value: "ten"',
  );
  await expect(wrongType.getByRole("link", { name: "Query.itineraries(first:)" })).toHaveAttribute(
    "href",
    "/docs/graphql/schema/Query#field-itineraries",
  );

  const changes = checker.locator(".operation-checker-changes > li");
  // Newest version first; the second is the deprecated field's own past: it was retyped before it was deprecated.
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText(
    "8 November 2022: Query.itineraries changed type from ItineraryConnection! to ItinerarySearchConnection!. Used at line 6, column 3",
  );
  await expect(changes.first().getByRole("link", { name: "8 November 2022" })).toHaveAttribute(
    "href",
    "/docs/graphql/changelog#v2022-11-08-breaking",
  );
  await expect(changes.first().getByRole("link", { name: "Query.itineraries" })).toHaveAttribute(
    "href",
    "/docs/graphql/schema/Query#field-itineraries",
  );
  await expect(changes.nth(1)).toContainText(
    "6 July 2021: Itinerary.media changed type from [Media!]! to [MediaContainer!]!. Used at line 4, column 5",
  );
  await expect(changes.nth(1).getByRole("link", { name: "6 July 2021" })).toHaveAttribute(
    "href",
    "/docs/graphql/changelog#v2021-07-06-breaking",
  );

  // The editor marks the same three problems once its linter runs, a moment after the last keystroke; axe needs the
  // DOM settled, or a line the linter redraws during its run leaves it an element it never indexed.
  await expect(checker.locator(".cm-lintRange")).toHaveCount(3);
  const axe = await pinnedAxe(page).include(".operation-checker").analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // Nothing left the page: the only requests are the site's own files.
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);

  // The suggestion's link leads to the field's entry in the reference.
  await unknown.getByRole("link", { name: "Itinerary.title" }).click();
  await expect(page).toHaveURL(/\/docs\/graphql\/schema\/Itinerary#field-title$/);
  await expect(page.locator("#field-title")).toBeVisible();
});

test("answers a file that is not GraphQL by name, and checks a .graphql file it is given", async ({ page }) => {
  const checker = await openChecker(page);
  const fileInput = checker.getByLabel("Or check a file");
  await fileInput.setInputFiles({
    name: "holiday-photo.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  });
  await expect(checker.getByRole("status")).toHaveText(
    "holiday-photo.png is not a GraphQL file: it is not text. Choose a .graphql or .gql file.",
  );
  await expect(checker.locator(".operation-checker-problems")).toHaveCount(0);

  await fileInput.setInputFiles({
    name: "trip.graphql",
    mimeType: "text/plain",
    buffer: Buffer.from("{ itinerary(id: 1) { id title }"),
  });
  await expect(checker.getByRole("status")).toHaveText(
    "The text in trip.graphql does not parse as GraphQL (line 1, column 32).",
  );
  await expect(checker.getByRole("textbox", { name: "Operations" })).toContainText("{ itinerary(id: 1) { id title }");
});

test("says there is nothing to check when the box is empty", async ({ page }) => {
  const checker = await openChecker(page);
  await checker.getByRole("textbox", { name: "Operations" }).focus();
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(checker.getByRole("status")).toHaveText(
    "There is nothing to check: paste an operation or choose a .graphql file.",
  );
});

test("without JavaScript, says the checker needs it and points to the schema reference", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(CHECKER_PAGE);
  const checker = page.getByRole("region", { name: "Operation checker" });
  await expect(checker.getByText("The checker runs in your browser and needs JavaScript")).toBeVisible();
  await expect(checker.getByRole("link", { name: "schema reference" })).toHaveAttribute("href", "/docs/graphql/schema");
  await expect(checker.getByRole("button", { name: "Check operations" })).toBeHidden();
  await context.close();
});
