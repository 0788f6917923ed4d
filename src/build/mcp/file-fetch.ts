import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

let installed = false;

/**
 * Lets `fetch` read `file:` URLs, which Node's own fetch refuses: the site's Pagefind script fetches its index and
 * WebAssembly relative to where it was loaded, and the docs server loads it from the built site's folder. Every other
 * URL goes to Node's fetch unchanged, so nothing else in the process is affected.
 */
export function letFetchReadFiles(): void {
  if (installed) return;
  installed = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.protocol !== "file:") return networkFetch(input, init);
    try {
      const body = await readFile(fileURLToPath(url));
      const type = url.pathname.endsWith(".json") ? "application/json" : "application/octet-stream";
      return new Response(body, { status: 200, headers: { "Content-Type": type } });
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}
