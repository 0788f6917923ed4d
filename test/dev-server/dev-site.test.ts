import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { DevSite } from "#build/dev-server/dev-site.ts";
import { createPageRenderer } from "#build/dev-server/page-renderer.ts";
import { TROUBLESHOOTING_PATH } from "#build/generated-pages/troubleshooting-page.ts";

const projectDir = join(import.meta.dirname, "../..");
const guide = "content/docs/graphql/guide.md";
let rootDir: string;
let site: DevSite;

// Each test edits the guide: each gets its own copy of the site, so that they pass in any order.
beforeEach(() => {
  rootDir = mkdtempSync(join(tmpdir(), "dev-site-"));
  cpSync(join(projectDir, "test/fixtures/dev-server/site"), rootDir, { recursive: true });
  cpSync(join(projectDir, "test/fixtures/generated-pages/schema"), join(rootDir, "schema"), { recursive: true });
  site = new DevSite(
    { rootDir, contentDir: "content", projectDir, config: resolveSiteConfig(undefined, {}) },
    { renderer: createPageRenderer(projectDir) },
  );
});

afterEach(async () => {
  await site.pages.close();
  rmSync(rootDir, { recursive: true, force: true });
});

/** The HTML of a page as the site prepares it for a request. */
async function pageHtml(path: string): Promise<string> {
  site.takeUnreportedSaves();
  const prepared = await site.prepare(path);
  return "page" in prepared && prepared.page ? prepared.page.record.html : "";
}

// No watcher here: the site is told of no change, as when the watcher misses a save that follows another at once.
describe("the dev server's site, on a save no watcher reported", () => {
  it("serves the file as it is on disk, not as it was read", async () => {
    expect(await pageHtml("/docs/graphql/guide")).toContain("The first paragraph of the guide.");
    const file = join(rootDir, guide);
    writeFileSync(file, readFileSync(file, "utf8").replace("The first paragraph", "The edited paragraph"));
    expect(await pageHtml("/docs/graphql/guide")).toContain("The edited paragraph of the guide.");
  });

  it("says which pages the saves it took in changed: the page and Troubleshooting for a body, all for front matter", async () => {
    await pageHtml("/docs/graphql/guide");
    expect(site.takeUnreportedSaves()).toBeUndefined();
    const file = join(rootDir, guide);
    const before = readFileSync(file, "utf8");
    writeFileSync(file, before.replace("The first paragraph", "The edited paragraph"));
    expect(site.takeUnreportedSaves()).toEqual(["/docs/graphql/guide", TROUBLESHOOTING_PATH]);
    expect(site.takeUnreportedSaves()).toBeUndefined();
    writeFileSync(file, before.replace("weight: 2", "weight: 3"));
    expect(site.takeUnreportedSaves()).toBe("all");
  });

  it("shows another file's front-matter problem on the next request", async () => {
    const file = join(rootDir, guide);
    writeFileSync(file, readFileSync(file, "utf8").replace("weight: 2", "weight: heavy"));
    site.takeUnreportedSaves();
    const prepared = await site.prepare("/docs/graphql");
    expect(prepared.problems.map((problem) => problem.file)).toContain(guide);
  });
});
