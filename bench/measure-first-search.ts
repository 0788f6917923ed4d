import { chromium, type Page } from "@playwright/test";

/** What a visitor's first search downloads from `/pagefind/`. */
export interface FirstSearch {
  term: string;
  requests: number;
  /** Bytes on the wire: bodies as sent (Pagefind's index files are already compressed) plus headers. */
  transferBytes: number;
  results: number;
  /** Milliseconds from typing the term (the dialog already open) to the first result on screen. */
  resultsMs: number;
  /** Bytes by kind of file: script and entry, WebAssembly, metadata, index chunks, result fragments. */
  byKind: Record<PagefindFileKind, number>;
}

/** The kinds of file Pagefind fetches. */
export type PagefindFileKind = "script" | "wasm" | "meta" | "index" | "fragments";

/** Which kind of Pagefind file a `/pagefind/...` path is. */
export function classifyPagefindFile(pathname: string): PagefindFileKind {
  if (pathname.includes("/fragment/")) return "fragments";
  if (pathname.includes("/index/")) return "index";
  if (pathname.endsWith(".pf_meta")) return "meta";
  if (pathname.includes("wasm")) return "wasm";
  return "script";
}

/** Opens `url` in Chromium, searches for `term` and sums the size of every `/pagefind/` response. */
export async function measureFirstSearch(
  url: string,
  term: string,
  chromePath: string,
  args: string[],
): Promise<FirstSearch> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: args.filter((flag) => !flag.startsWith("--headless")),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const sizes: Promise<[PagefindFileKind, number]>[] = [];
    page.on("requestfinished", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/pagefind/")) {
        const kind = classifyPagefindFile(pathname);
        sizes.push(request.sizes().then((size) => [kind, size.responseBodySize + size.responseHeadersSize]));
      }
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const { results, resultsMs } = await searchThroughDialog(page, term, url);
    await page.waitForLoadState("networkidle");
    const files = await Promise.all(sizes);
    if (files.length === 0)
      throw new Error(`Searching on ${url} downloaded nothing from /pagefind/: nothing to measure.`);
    const byKind = { script: 0, wasm: 0, meta: 0, index: 0, fragments: 0 };
    for (const [kind, bytes] of files) byKind[kind] += bytes;
    const transferBytes = files.reduce((total, [, bytes]) => total + bytes, 0);
    return { term, requests: files.length, transferBytes, results, resultsMs, byKind };
  } finally {
    await browser.close();
  }
}

/**
 * Searches the way a reader does: Ctrl+K, type, wait for results. A dialog that does not open or shows no results is
 * an error: the figure would otherwise measure something other than the site's search.
 */
async function searchThroughDialog(
  page: Page,
  term: string,
  url: string,
): Promise<{ results: number; resultsMs: number }> {
  await page.keyboard.press("Control+k");
  const box = page.getByRole("combobox", { name: /search/i });
  await box.waitFor({ state: "visible", timeout: 10_000 }).catch((error: unknown) => {
    throw new Error(`Ctrl+K did not open the search dialog on ${url}, so the first search cannot be measured.`, {
      cause: error,
    });
  });
  const started = performance.now();
  await box.fill(term);
  const options = page.getByRole("listbox").getByRole("option");
  await options
    .first()
    .waitFor({ timeout: 15_000 })
    .catch((error: unknown) => {
      throw new Error(`Searching for "${term}" on ${url} showed no results within 15 s.`, { cause: error });
    });
  const resultsMs = Math.round(performance.now() - started);
  return { results: await options.count(), resultsMs };
}
