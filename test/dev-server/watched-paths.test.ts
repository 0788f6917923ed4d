import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listWatchedPaths, skipUnwatched } from "#build/dev-server/watched-paths.ts";

const watched = listWatchedPaths({ rootDir: "/project", contentDir: ".cache/dev-e2e/content", projectDir: "/project" });
const skips = skipUnwatched(watched.all);

describe("the dev server's watcher", () => {
  it("follows the content, the schema, the examples, the configuration and what Vite serves from source", () => {
    for (const path of [
      "/project/.cache/dev-e2e/content/docs/index.md",
      "/project/schema/trips.graphql",
      "/project/examples/operations/list.graphql",
      "/project/site.config.ts",
      "/project/src/browser/islands/boot.ts",
      "/project/app/root.tsx",
      "/project/public/favicon.svg",
    ]) {
      expect(skips(path), path).toBe(false);
    }
  });

  it("walks down the folders above them, the content's even inside .cache", () => {
    for (const path of ["/project", "/project/.cache", "/project/.cache/dev-e2e", "/"])
      expect(skips(path), path).toBe(false);
  });

  it("skips the rest of the project: tests, the build's output and caches, its other files", () => {
    for (const path of [
      "/project/test/fixtures/content/docs/index.md",
      "/project/build/client/docs/index.html",
      "/project/.cache/site/pages.json",
      "/project/.cache/build-tool/0123456789abcdef/dev.js",
      "/project/package.json",
      "/project/contents/readme.md",
      "/elsewhere/notes.md",
    ]) {
      expect(skips(path), path).toBe(true);
    }
  });

  it("judges a path relative to the working folder as the absolute path it names", () => {
    const here = skipUnwatched(
      listWatchedPaths({ rootDir: process.cwd(), contentDir: "content", projectDir: process.cwd() }).all,
    );
    expect(here("content/docs/index.md")).toBe(false);
    expect(here(join(process.cwd(), "content/docs/index.md"))).toBe(false);
    expect(here("test/fixtures/content/docs/index.md")).toBe(true);
    expect(here("contents/readme.md")).toBe(true);
  });
});
