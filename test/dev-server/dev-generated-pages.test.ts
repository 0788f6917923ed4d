import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { DevGeneratedPages } from "#build/dev-server/dev-generated-pages.ts";
import { DevSite } from "#build/dev-server/dev-site.ts";
import { createPageRenderer } from "#build/dev-server/page-renderer.ts";
import type { PageGenerator } from "#build/generated-pages/generated-page.ts";

const projectDir = join(import.meta.dirname, "../..");
const config = resolveSiteConfig(undefined, {});
const parent: ContentFile = {
  file: "content/docs.md",
  path: "/docs",
  metadata: { title: "Docs", weight: 1 },
  body: "",
  bodyLine: 1,
};

/** An after-render generator that records, each time it runs, whether it was given the reference history. */
function historyProbe(given: boolean[]): PageGenerator<"after-render"> {
  return {
    name: "history probe",
    phase: "after-render",
    parent: "/docs",
    generate({ loadReferenceHistory }) {
      given.push(loadReferenceHistory() !== undefined);
      return [{ path: "/docs/probe", title: "Probe", weight: 1, body: "A page.", source: "schema" }];
    },
  };
}

describe("the dev server's generated pages", () => {
  it("make the first tree without the reference history, and are made with it once the pages' findings come", () => {
    const given: boolean[] = [];
    const pages = new DevGeneratedPages(projectDir, config, [historyProbe(given)]);
    expect(pages.list([parent]).files.map((file) => file.path)).toEqual(["/docs/probe"]);
    expect(given).toEqual([false]);
    expect(pages.isProvisional("/docs/probe")).toBe(true);

    pages.refreshAfterRender([parent], { guides: [], troubleshootingSections: [] });
    expect(given).toEqual([false, true]);
    expect(pages.isProvisional("/docs/probe")).toBe(false);
  });

  it("keep the history and the pages' findings when a schema edit makes them again", () => {
    const given: boolean[] = [];
    const pages = new DevGeneratedPages(projectDir, config, [historyProbe(given)]);
    pages.refreshAfterRender([parent], { guides: [], troubleshootingSections: [] });
    pages.forget("schema");
    pages.list([parent]);
    expect(given).toEqual([true, true]);
    expect(pages.isProvisional("/docs/probe")).toBe(false);
  });
});

describe("a schema reference page asked for first", () => {
  let rootDir: string;
  beforeAll(() => {
    rootDir = mkdtempSync(join(tmpdir(), "dev-history-"));
    cpSync(join(projectDir, "test/fixtures/dev-server/site"), rootDir, { recursive: true });
    cpSync(join(projectDir, "schema"), join(rootDir, "schema"), { recursive: true });
  });
  afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

  it("shows when its type and fields appeared, though the first tree was made without the history", async () => {
    const site = new DevSite(
      { rootDir, contentDir: "content", projectDir, config },
      { renderer: createPageRenderer(projectDir) },
    );
    const prepared = await site.prepare("/docs/graphql/schema/ItineraryDirections");
    const html = "page" in prepared ? (prepared.page?.record.html ?? "") : "";
    expect(html).toContain("In the reference since");
    expect(html).toContain("History:");
  });
});
