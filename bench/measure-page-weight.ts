import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { findElements } from "#build/publish/html-elements.ts";

/** Raw and gzip bytes of one kind of resource. */
export interface Bytes {
  raw: number;
  gzip: number;
}

/** What a first visit to one page downloads, read from the build output. */
export interface PageWeight {
  path: string;
  html: Bytes;
  css: Bytes;
  js: Bytes;
  requests: number;
}

/**
 * Measures the HTML, the stylesheets and the scripts a page loads on first visit (its module scripts and preloads).
 * Every page loads the islands' script and has a stylesheet, so a page with no scripts or no stylesheet found means the page's markup
 * changed under this reader: that is an error rather than a weight of zero that would pass any budget.
 */
export function measurePageWeight(outDir: string, path: string): PageWeight {
  const file = join(outDir, path === "/" ? "index.html" : `${path}/index.html`);
  const htmlText = readFileSync(file);
  const html = htmlText.toString("utf8");
  const withoutQuery = (url: string) => url.replace(/[?#].*$/, "");
  const scriptSources = findElements(html, "script").flatMap((script) => script.attributes.src ?? []);
  const preloads = findElements(html, "link")
    .filter((link) => link.attributes.rel === "modulepreload")
    .flatMap((link) => link.attributes.href ?? []);
  const scripts = [...new Set([...scriptSources, ...preloads].map(withoutQuery))];
  if (scripts.length === 0) {
    throw new Error(
      `${file}: no first-load JavaScript found (no script src, no module preload), so its weight cannot be measured. ` +
        "Every page loads the islands' script (src/browser/islands/boot.ts): was the page built with `npm run build`?",
    );
  }
  const styles = findElements(html, "link")
    .filter((link) => link.attributes.rel?.split(/\s+/).includes("stylesheet") && link.attributes.href)
    .map((link) => withoutQuery(link.attributes.href ?? ""));
  if (styles.length === 0) {
    throw new Error(`${file}: no <link rel="stylesheet"> found, so the page's CSS cannot be weighed.`);
  }
  const sum = (files: string[]) =>
    files.reduce(
      (total, file) => {
        const bytes = readFileSync(join(outDir, file));
        return { raw: total.raw + bytes.length, gzip: total.gzip + gzipSync(bytes, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  return {
    path,
    html: { raw: htmlText.length, gzip: gzipSync(htmlText, { level: 9 }).length },
    css: sum(styles),
    js: sum(scripts),
    requests: 1 + scripts.length + styles.length,
  };
}
