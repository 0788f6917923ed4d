import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildRootData } from "#app/data/root-data.server.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { loadRenderDocument } from "#build/pipeline/write-document.ts";
import { writeDocuments } from "#build/pipeline/write-documents.ts";
import { parseHeadersPolicies } from "#build/publish/headers-file.ts";
import { testSite } from "../support/test-site.ts";

/**
 * A stand-in for the app's server bundle: it writes the route's kind and path, and a policy naming them, so the test
 * sees which page went where. `body` is added to every page.
 */
function fakeBundle(dir: string, body = ""): string {
  const file = join(dir, "render-document.mjs");
  writeFileSync(
    file,
    `export function renderDocument({ route }) {
      const path = route.kind === "page" ? route.page.path : route.path;
      return { html: route.kind + " " + path + ${JSON.stringify(body)}, status: 200, contentSecurityPolicy: "policy of " + path };
    }`,
  );
  return file;
}

const site = testSite([{ path: "/docs/graphql", title: "GraphQL", html: "<p>Queries.</p>" }]);
const root = buildRootData(resolveSiteConfig(undefined, {}), {
  islands: { script: "/assets/islands.js", preloads: [] },
  highlightCss: "",
  stylesheets: [],
});

/** A stand-in bundle whose pages have an article for the search index, and whose redirect pages have none. */
function fakeBundleWithArticles(dir: string): string {
  const file = join(dir, "render-document.mjs");
  writeFileSync(
    file,
    `export function renderDocument({ route }) {
      const path = route.kind === "page" ? route.page.path : route.path;
      const article = route.kind === "page"
        ? '<article data-pagefind-body><h1>' + path + '</h1><figure data-pagefind-ignore><pre>code</pre></figure></article>'
        : "Moved";
      const html = '<!DOCTYPE html><html lang="en"><head><title>' + path + '</title></head><body><nav>Menu</nav>' + article + '</body></html>';
      return { html, status: 200, contentSecurityPolicy: "policy of " + path };
    }`,
  );
  return file;
}

/** Writes the test site with a bundle (the fake one by default) into a new folder, in this thread. */
async function writeTestSite(
  body?: string,
  bundle = fakeBundle,
): Promise<{ clientDir: string; searchPagesDir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "write-documents-"));
  const clientDir = join(dir, "client");
  const searchPagesDir = join(dir, "search-pages");
  await writeDocuments({
    rootDir: dir,
    clientDir,
    searchPagesDir,
    bundleFile: bundle(dir, body),
    root,
    site,
    threads: 1,
  });
  return { clientDir, searchPagesDir };
}

describe("writeDocuments", () => {
  it("writes each path of the tree once, where a static host serves it, with 404.html and _headers", async () => {
    const { clientDir } = await writeTestSite();
    const read = (file: string) => readFileSync(join(clientDir, file), "utf8");
    expect(read("index.html")).toBe("page /");
    expect(read("docs/index.html")).toBe("page /docs");
    expect(read("docs/graphql/index.html")).toBe("page /docs/graphql");
    expect(read("docs/old/index.html")).toBe("redirect /docs/old");
    expect(read("404/index.html")).toBe("not-found /404");
    expect(read("404.html")).toBe("not-found /404");
    const policies = parseHeadersPolicies(read("_headers"));
    expect([...policies]).toEqual([
      ["/", "policy of /"],
      ["/docs", "policy of /docs"],
      ["/docs/graphql", "policy of /docs/graphql"],
      ["/docs/old", "policy of /docs/old"],
      ["/404", "policy of /404"],
      ["/404.html", "policy of /404"],
    ]);
  });

  it("writes the search copy of each page that has an article, and none of a redirect page", async () => {
    const { searchPagesDir } = await writeTestSite(undefined, fakeBundleWithArticles);
    expect(readFileSync(join(searchPagesDir, "docs/graphql/index.html"), "utf8")).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>/docs/graphql</title></head><body>' +
        "<article data-pagefind-body><h1>/docs/graphql</h1><figure data-pagefind-ignore></figure></article></body></html>",
    );
    expect(existsSync(join(searchPagesDir, "docs/old/index.html"))).toBe(false);
  });

  it("stops on a placeholder left in a page, naming the file and line", async () => {
    await expect(writeTestSite("\n{{site.nope}}")).rejects.toThrow("docs/graphql/index.html:2 `{{site.nope}}`");
  });

  it("says where SITE_CACHE_DIR must be when the server bundle cannot reach its packages", async () => {
    // Node finds no such package from the bundle's folder, as it finds no React from a SITE_CACHE_DIR in /tmp.
    const file = join(mkdtempSync(join(tmpdir(), "bundle-")), "render-document.mjs");
    writeFileSync(
      file,
      'import { renderToString } from "no-such-package-here";\nexport const renderDocument = renderToString;\n',
    );
    await expect(loadRenderDocument(file)).rejects.toThrow(
      /render-document\.mjs: Cannot find package 'no-such-package-here'.*must be inside the project \(such as \.cache\/<name>\)/s,
    );
  });
});
