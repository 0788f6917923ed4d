import { chromium, type Page } from "@playwright/test";

/** What a visitor's first search downloads from `/pagefind/`. */
export interface FirstSearch {
  /** `dialog`: through the site's search dialog; `direct`: Pagefind's API called from the page (dialog not usable). */
  mode: "dialog" | "direct";
  term: string;
  requests: number;
  /** Bytes on the wire: bodies as sent (Pagefind's index files are already compressed) plus headers. */
  transferBytes: number;
  results: number;
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
    let mode: FirstSearch["mode"] = "dialog";
    let results = await searchThroughDialog(page, term).catch(() => undefined);
    if (results === undefined) {
      mode = "direct";
      results = await searchDirectly(page, term);
    }
    await page.waitForLoadState("networkidle");
    const files = await Promise.all(sizes);
    const byKind = { script: 0, wasm: 0, meta: 0, index: 0, fragments: 0 };
    for (const [kind, bytes] of files) byKind[kind] += bytes;
    const transferBytes = files.reduce((total, [, bytes]) => total + bytes, 0);
    return { mode, term, requests: files.length, transferBytes, results, byKind };
  } finally {
    await browser.close();
  }
}

async function searchThroughDialog(page: Page, term: string): Promise<number> {
  await page.keyboard.press("Control+k");
  const box = page.getByRole("combobox", { name: /search/i });
  const opened = await box.waitFor({ state: "visible", timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (!opened)
    await page
      .getByRole("button", { name: /search/i })
      .first()
      .click();
  await box.fill(term, { timeout: 5000 });
  const options = page.getByRole("listbox").getByRole("option");
  await options.first().waitFor({ timeout: 15_000 });
  return options.count();
}

async function searchDirectly(page: Page, term: string): Promise<number> {
  return page.evaluate(async (query) => {
    const url = "/pagefind/pagefind.js";
    const pagefind = (await import(/* @vite-ignore */ url)) as {
      options(options: object): Promise<void>;
      search(term: string): Promise<{ results: { data(): Promise<unknown> }[] }>;
    };
    await pagefind.options({ noWorker: true });
    const found = await pagefind.search(query);
    await Promise.all(found.results.slice(0, 10).map((result) => result.data()));
    return found.results.length;
  }, term);
}
