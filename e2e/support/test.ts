import { test as base, type BrowserContext, type Page } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/** What went wrong in one browser context while a test ran: page errors, console errors, requests refused. */
interface ContextGuard {
  problems: string[];
  /** Console errors the test provokes on purpose (a failed request it stubs), set with `allowConsoleErrors`. */
  allowed: RegExp[];
}

const guards = new WeakMap<BrowserContext, ContextGuard>();

/** Hosts of this machine: the site under test and the stub servers the specs start. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True for an address a request may go to without leaving the machine. */
export function staysOnThisMachine(url: URL): boolean {
  return !url.protocol.startsWith("http") || LOCAL_HOSTS.has(url.hostname);
}

/**
 * Lets console errors matching `patterns` through for the rest of the test, in `page`'s browser context. Only for
 * errors the test causes on purpose (a request it makes fail, an offline context), never to hide a page's own fault.
 */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  const guard = guards.get(page.context());
  if (!guard) throw new Error("allowConsoleErrors: this page's context was not opened through e2e/support/test.ts");
  guard.allowed.push(...patterns);
}

/**
 * Watches every page of `context` for uncaught errors and console errors, and refuses every request that would leave
 * the machine (a test stubs an outside host with `page.route`, which is asked first).
 */
async function guardContext(context: BrowserContext, opened: ContextGuard[]): Promise<void> {
  if (guards.has(context)) return;
  const guard: ContextGuard = { problems: [], allowed: [] };
  opened.push(guard);
  guards.set(context, guard);
  await context.route(
    (url) => !staysOnThisMachine(url),
    async (route) => {
      const request = route.request();
      guard.problems.push(
        `request to a host outside this machine, refused: ${request.method()} ${request.url()} (from ${request.frame().url()}); ` +
          "stub it with page.route in the test, or keep the page from making it",
      );
      await route.abort("blockedbyclient");
    },
  );
  const watch = (page: Page) => {
    page.on("pageerror", (error) =>
      guard.problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`),
    );
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const source = message.location().url;
      // A test that opens an unknown path on purpose gets the 404 page, and Chromium logs the page's own status.
      if (source === page.url() && /status of 404 \(Not Found\)/.test(message.text())) return;
      const text = source && !message.text().includes(source) ? `${message.text()} (${source})` : message.text();
      if (!guard.allowed.some((pattern) => pattern.test(text)))
        guard.problems.push(`console.error on ${page.url()}: ${text}`);
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);
}

/**
 * Playwright's `test`, with two differences.
 * - `page.goto` to an HTML page resolves once the page has hydrated. Pages paint before their scripts start
 *   (docs/decisions/0004), so a test, like a reader, acts once the page answers input.
 * - Every browser context a test opens (its `page`'s and any from `browser.newContext`) fails the test on an uncaught
 *   page error or a console error (a broken island, a stylesheet that 404s), and refuses any request to a host other
 *   than this machine.
 */
export const test = base.extend<{ page: Page; browserGuard: ContextGuard[] }>({
  // Automatic, so contexts a test opens itself with `browser.newContext` (JavaScript off, a second visitor) are
  // guarded too; checked after every context of the test has closed.
  browserGuard: [
    async ({ browser }, use) => {
      const opened: ContextGuard[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await guardContext(created, opened);
        return created;
      };
      try {
        await use(opened);
      } finally {
        browser.newContext = newContext;
      }
      const problems = opened.flatMap((guard) => guard.problems);
      if (problems.length > 0)
        throw new Error(`The browser saw ${problems.length} problem(s) during the test:\n- ${problems.join("\n- ")}`);
    },
    { auto: true },
  ],
  context: async ({ context, browserGuard }, use) => {
    await guardContext(context, browserGuard);
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()["content-type"]?.includes("text/html"))
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});
