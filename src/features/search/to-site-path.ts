/** Turns a Pagefind result URL into the site's own address: no `index.html`, `.html` or trailing slash; the `#id` is kept. */
export function toSitePath(url: string): string {
  const parsed = new URL(url, "https://site.invalid");
  if (parsed.origin !== "https://site.invalid") return url;
  const path = parsed.pathname
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "")
    .replace(/(.)\/+$/, "$1");
  return `${path}${parsed.hash}`;
}
