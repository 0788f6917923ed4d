import { chromium, type Page } from "@playwright/test";
import { RANKS_SEEN, scoreRelevance, type RelevanceQuestion, type RelevanceScore } from "./search-relevance.ts";

/** The dialog's ranking and Pagefind's own on the same questions and the same index. */
export interface SearchRelevance {
  dialog: RelevanceScore;
  pagefind: RelevanceScore;
}

/**
 * Types `query` into the open search dialog (opening it with Ctrl+K first when needed) and returns the result links
 * in order, once the search has finished: the live region is empty while a search runs and speaks when it is done.
 */
export async function searchDialogLinks(page: Page, query: string): Promise<string[]> {
  const box = page.getByRole("combobox", { name: "Search documentation" });
  if (!(await box.isVisible())) {
    await page.keyboard.press("Control+k");
    await box.waitFor({ state: "visible", timeout: 10_000 });
  }
  const dialog = page.locator("dialog[open]");
  const status = dialog.getByRole("status");
  await box.fill(query);
  await page.waitForFunction(
    ([element, term]) => element?.textContent !== "" && (document.activeElement as HTMLInputElement).value === term,
    [await status.elementHandle(), query] as const,
    { timeout: 15_000 },
  );
  return dialog
    .getByRole("listbox")
    .getByRole("option")
    .evaluateAll((options) => options.map((option) => option.getAttribute("href") ?? ""));
}

/**
 * Pagefind's own ranking: a second instance of its script (another URL, so the dialog's options do not apply), with
 * its default options, asked in the page; the first {@link RANKS_SEEN} pages of each answer.
 */
export async function pagefindLinks(page: Page, queries: string[]): Promise<string[][]> {
  return page.evaluate(
    async ([terms, seen, url]) => {
      type Result = { data: () => Promise<{ url: string }> };
      type Pagefind = {
        options: (options: object) => Promise<void>;
        search: (term: string) => Promise<{ results: Result[] }>;
      };
      const pagefind = (await import(url)) as Pagefind;
      await pagefind.options({ noWorker: true });
      const answers: string[][] = [];
      for (const term of terms) {
        const { results } = await pagefind.search(term);
        answers.push(await Promise.all(results.slice(0, seen).map(async (result) => (await result.data()).url)));
      }
      return answers;
    },
    // The address goes in as an argument: written in the callback, the bench's compiler would try to bundle it.
    [queries, RANKS_SEEN, "/pagefind/pagefind.js?ranking=pagefind-default"] as const,
  );
}

/** Asks every question of the dialog on `url` and of Pagefind itself, and scores both rankings. */
export async function measureSearchRelevance(
  url: string,
  questions: RelevanceQuestion[],
  chromePath: string,
  args: string[],
): Promise<SearchRelevance> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: args.filter((flag) => !flag.startsWith("--headless")),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url, { waitUntil: "networkidle" });
    const dialog: string[][] = [];
    for (const question of questions) dialog.push(await searchDialogLinks(page, question.query));
    const pagefind = await pagefindLinks(
      page,
      questions.map((question) => question.query),
    );
    return { dialog: scoreRelevance(questions, dialog), pagefind: scoreRelevance(questions, pagefind) };
  } finally {
    await browser.close();
  }
}
