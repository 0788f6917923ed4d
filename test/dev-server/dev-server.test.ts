import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { walkTree } from "#build/content/doc-node.ts";
import { DevSite } from "#build/dev-server/dev-site.ts";
import { createPageRenderer } from "#build/dev-server/page-renderer.ts";
import { startDevServer, type DevServer } from "#build/dev-server/start-dev-server.ts";
import { listBreakingChanges } from "#build/generated-pages/api-changes/breaking-changes.ts";
import { computeVersionChanges } from "#build/generated-pages/api-changes/version-changes.ts";
import { readHistory } from "#build/graphql/reference/reference-history.ts";
import { BREAKING_CHANGES_PATH } from "#shared/operation-checker.ts";

const projectDir = join(import.meta.dirname, "../..");
const guide = "content/docs/graphql/guide.md";
let server: DevServer;
let rootDir: string;

beforeAll(async () => {
  rootDir = mkdtempSync(join(tmpdir(), "dev-server-"));
  cpSync(join(projectDir, "test/fixtures/dev-server/site"), rootDir, { recursive: true });
  // The generated pages' fixture schema, which the schema reference of this small site is made from.
  cpSync(join(projectDir, "test/fixtures/generated-pages/schema"), join(rootDir, "schema"), { recursive: true });
  server = await startDevServer({
    rootDir,
    contentDir: "content",
    projectDir,
    config: resolveSiteConfig(undefined, {}),
    port: 0,
    host: "127.0.0.1",
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(rootDir, { recursive: true, force: true });
});

async function get(path: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Requests `path` until its body passes `check`: the watcher tells the server a moment after a file is written. */
async function waitFor(path: string, check: (text: string) => boolean): Promise<{ status: number; text: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = await get(path);
    if (check(page.text) || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Writes a file of the temporary site, then puts it back as it was once `run` is done. */
async function withEdit(file: string, edit: (text: string) => string, run: () => Promise<void>): Promise<void> {
  const path = join(rootDir, file);
  const before = readFileSync(path, "utf8");
  writeFileSync(path, edit(before));
  try {
    await run();
  } finally {
    writeFileSync(path, before);
  }
}

describe("the dev server", () => {
  it("serves a page rendered from the content, in the site's frame, with the islands from source", async () => {
    const page = await get("/docs/graphql/guide");
    expect(page.status).toBe(200);
    expect(page.text).toContain("The first paragraph of the guide.");
    expect(page.text).toContain("<title>Guide | ");
    expect(page.text).toContain('<script type="module" src="/src/browser/dev/dev-entry.ts">');
    expect(page.text).toMatch(/<link rel="stylesheet" href="\/app\/styles\/global\.css\?direct"/);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("shows a saved edit when the page is next asked for", async () => {
    await withEdit(
      guide,
      (text) => `${text}\nA paragraph saved just now.\n`,
      async () => {
        const page = await waitFor("/docs/graphql/guide", (text) => text.includes("A paragraph saved just now."));
        expect(page.text).toContain("<p>A paragraph saved just now.</p>");
      },
    );
    const restored = await waitFor("/docs/graphql/guide", (text) => !text.includes("A paragraph saved just now."));
    expect(restored.text).not.toContain("A paragraph saved just now.");
  });

  it("shows a content error with its file, line and fix, and the next good save clears it", async () => {
    await withEdit(
      guide,
      (text) => text.replace("The first paragraph", "See [the missing page](/docs/missing). The first paragraph"),
      async () => {
        const page = await waitFor("/docs/graphql/guide", (text) => text.includes("data-dev-problems"));
        expect(page.status).toBe(500);
        expect(page.text).toContain("Found 1 content problem");
        expect(page.text).toContain(`<code>${guide}:8</code>`);
        expect(page.text).toContain("points to a page that does not exist. Check the path against content/.");
      },
    );
    const fixed = await waitFor("/docs/graphql/guide", (text) => !text.includes("data-dev-problems"));
    expect(fixed.status).toBe(200);
    expect(fixed.text).toContain("The first paragraph of the guide.");
  });

  it("shows front-matter problems on every page until they are fixed", async () => {
    await withEdit(
      guide,
      (text) => text.replace("weight: 2", "weight: heavy"),
      async () => {
        const page = await waitFor("/docs/graphql", (text) => text.includes("data-dev-problems"));
        expect(page.text).toContain(`<code>${guide}:3</code>`);
        expect(page.text).toContain("weight");
      },
    );
    const fixed = await waitFor("/docs/graphql", (text) => !text.includes("data-dev-problems"));
    expect(fixed.status).toBe(200);
  });

  it("reflects a schema edit in the schema reference", async () => {
    const before = await get("/docs/graphql/schema/Trip");
    expect(before.status).toBe(200);
    expect(before.text).not.toContain("distanceKm");
    await withEdit(
      "schema/trips.graphql",
      (text) => text.replace("  name: String!\n", "  name: String!\n  distanceKm: Float\n"),
      async () => {
        const page = await waitFor("/docs/graphql/schema/Trip", (text) => text.includes("distanceKm"));
        expect(page.text).toContain("distanceKm");
      },
    );
  });

  it("redirects a forward page, answers 404 for an unknown path and serves navigation and Markdown files", async () => {
    const forward = await get("/docs");
    expect(forward.status).toBe(302);
    expect(forward.headers.get("location")).toBe("/docs/graphql");
    const missing = await get("/docs/nothing-here");
    expect(missing.status).toBe(404);
    const nav = JSON.parse((await get("/docs/graphql/_nav.json")).text) as { title: string }[];
    expect(nav.map((item) => item.title)).toContain("Guide");
    const markdown = await get("/docs/graphql/guide.md");
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.text).toMatch(/^# Guide\n/);
  });

  it("serves the operation checker's breaking-changes file once the content lists the API changes", async () => {
    expect((await get(BREAKING_CHANGES_PATH)).status).toBe(404);
    await withEdit(
      guide,
      (text) => `${text}\n## Changes\n\n::api-changes\n`,
      async () => {
        const served = await waitFor(BREAKING_CHANGES_PATH, (text) => text.startsWith("{"));
        expect(served.status).toBe(200);
        const built = listBreakingChanges(computeVersionChanges(readHistory()));
        expect(JSON.parse(served.text)).toEqual(JSON.parse(JSON.stringify(built)));
      },
    );
  });

  it("says how to get search when there is no built index", async () => {
    const search = await get("/pagefind/pagefind.js");
    expect(search.status).toBe(404);
    expect(search.text).toContain("run `npm run build` once");
  });

  it("adds the Troubleshooting page once the content pages have been rendered in the background", async () => {
    const config = resolveSiteConfig(undefined, {});
    const site = new DevSite(
      { rootDir, contentDir: "content", projectDir, config },
      { renderer: createPageRenderer(projectDir) },
    );
    const paths = () => [...walkTree(site.tree)].map((node) => node.path);
    expect(paths()).not.toContain("/docs/references/troubleshooting");
    const treeChanged = await site.renderRemaining(() => false, new AbortController().signal);
    expect(treeChanged).toBe(true);
    expect(paths()).toContain("/docs/references/troubleshooting");
    const prepared = await site.prepare("/docs/references/troubleshooting");
    expect(prepared.problems).toEqual([]);
    expect(site.readPage("/docs/references/troubleshooting").html).toContain(
      'href="/docs/graphql/guide#what-can-go-wrong"',
    );
  });
});
