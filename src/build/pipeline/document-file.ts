import { sep } from "node:path";

/** The HTML file, relative to the site's folder, that answers a page's path (`/docs/a` → `docs/a/index.html`). */
export function documentFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/** The request path a built HTML file answers (`docs/a/index.html` → `/docs/a`): the inverse of `documentFile`. */
export function pathForHtmlFile(relativeFile: string): string {
  const path = `/${relativeFile.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}
