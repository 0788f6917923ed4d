import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { findLocatedElements } from "#build/publish/html-elements.ts";
import { REQUEST_SNIPPET_MARKUP } from "#shared/request-snippets.ts";

/** How much of a page's gzip size its request snippets ("Request as" curl, JavaScript, Python, JSON body) are. */
export interface SnippetShare {
  path: string;
  /** Request-snippet blocks on the page. */
  blocks: number;
  /** Gzip bytes of the page as built. */
  gzip: number;
  /** Gzip bytes of the same page with every request-snippet block cut out. */
  gzipWithout: number;
  /** (gzip − gzipWithout) / gzipWithout: what the snippets add to the page without them. */
  share: number;
}

/**
 * Cuts every `<details class="request-snippets">` out of the built page (found by an HTML parser, with their
 * offsets) and compares the gzip sizes. A page without snippets is an error: the page or the markup changed under
 * this reader, and a share of zero would pass any budget.
 */
export function measureSnippetShare(outDir: string, path: string): SnippetShare {
  const file = join(outDir, path === "/" ? "index.html" : `${path}/index.html`);
  const html = readFileSync(file, "utf8");
  const ranges = findLocatedElements(html, "details")
    .filter((details) => details.attributes.class?.split(/\s+/).includes(REQUEST_SNIPPET_MARKUP.className))
    .map((details) => [details.start, details.end] as const);
  if (ranges.length === 0) {
    throw new Error(
      `${file}: no <details class="${REQUEST_SNIPPET_MARKUP.className}"> found, so the snippets' share cannot be ` +
        "measured. Does the page still have a runnable GraphQL block, and src/shared/request-snippets.ts its class?",
    );
  }
  let without = "";
  let from = 0;
  for (const [start, end] of ranges) {
    without += html.slice(from, start);
    from = end;
  }
  without += html.slice(from);
  const gzip = gzipSync(html, { level: 9 }).length;
  const gzipWithout = gzipSync(without, { level: 9 }).length;
  return { path, blocks: ranges.length, gzip, gzipWithout, share: (gzip - gzipWithout) / gzipWithout };
}
