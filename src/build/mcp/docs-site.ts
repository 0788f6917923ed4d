import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { projectRoot } from "#build/config/build-tool.ts";
import { buildPaths } from "#build/config/build-paths.ts";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { DEFAULT_SCHEMA_DIR } from "#build/graphql/load-schema.ts";

/** Where the docs server reads from: the built site, the schema and the example operations. Nothing from the network. */
export interface DocsSite {
  /** The built static site (`build/client`): Markdown exports, llms files, the Pagefind index. */
  clientDir: string;
  /** The platform schema's `*.graphql` files. */
  schemaDir: string;
  /** The repository root, which holds `examples/operations`. */
  rootDir: string;
  /** The site's public address (site.config.ts `siteUrl`), for links a reader can open. */
  siteUrl: string;
}

/** The site `npm run build` wrote, with the schema and examples of this checkout. */
export function defaultDocsSite(): DocsSite {
  return {
    clientDir: resolve(projectRoot, buildPaths.clientDir),
    schemaDir: DEFAULT_SCHEMA_DIR,
    rootDir: projectRoot,
    siteUrl: getSiteConfig().siteUrl.replace(/\/+$/, ""),
  };
}

/** Fails with how to fix it when the site has not been built: every tool but validation reads the build. */
export function assertBuilt(site: DocsSite): void {
  if (!existsSync(join(site.clientDir, "docs"))) {
    throw new Error(
      `No built site in \`${site.clientDir}\`: the docs server reads the build. Run \`npm run build\` first.`,
    );
  }
}

/** The public address of a site path such as `/docs/embed`. */
export function publicUrl(site: DocsSite, path: string): string {
  return `${site.siteUrl}${path}`;
}

/**
 * The site path a reader or assistant may give in many forms: `/docs/embed`, `docs/embed/`, `/docs/embed.md`,
 * `https://docs.example.com/docs/embed#usage`. Undefined when it is not a path on this site.
 */
export function normalizePagePath(site: DocsSite, input: string): string | undefined {
  let path = input.trim();
  if (path.startsWith(site.siteUrl)) path = path.slice(site.siteUrl.length);
  else if (/^[a-z]+:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path
    .replace(/[#?].*$/, "")
    .replace(/\/index\.(html|md)$/, "")
    .replace(/\.(md|html)$/, "");
  path = `/${path.replace(/^\/+/, "").replace(/\/+$/, "")}`;
  if (path.split("/").some((part) => part === ".." || part === ".")) return undefined;
  return path;
}

/** The Markdown export of the page at a normalized site path, or undefined when the build has none. */
export function readMarkdownExport(site: DocsSite, path: string): string | undefined {
  const file = resolve(site.clientDir, `.${path}.md`);
  if (!file.startsWith(resolve(site.clientDir) + sep) || !existsSync(file)) return undefined;
  return readFileSync(file, "utf8");
}

/** Every page with a Markdown export, as site paths (`/docs/embed`), sorted. */
export function listExportedPages(site: DocsSite): string[] {
  const docs = join(site.clientDir, "docs");
  if (!existsSync(docs)) return [];
  const pages = readdirSync(docs, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => `/docs/${file.slice(0, -3).split(sep).join("/")}`);
  if (existsSync(join(site.clientDir, "docs.md"))) pages.push("/docs");
  return pages.sort();
}
