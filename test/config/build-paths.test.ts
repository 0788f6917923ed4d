import { describe, expect, it } from "vitest";
import { resolveBuildPaths } from "#build/config/build-paths.ts";

describe("resolveBuildPaths", () => {
  it("keeps the usual folders when nothing is set", () => {
    expect(resolveBuildPaths({})).toEqual({
      contentDir: "content",
      siteCacheDir: ".cache/site",
      buildDir: "build",
      clientDir: "build/client",
    });
  });

  it("moves each folder with its variable and ignores blank values", () => {
    expect(
      resolveBuildPaths({
        CONTENT_DIR: ".cache/synthetic/content",
        SITE_CACHE_DIR: " ",
        BUILD_DIR: ".cache/bench/build",
      }),
    ).toEqual({
      contentDir: ".cache/synthetic/content",
      siteCacheDir: ".cache/site",
      buildDir: ".cache/bench/build",
      clientDir: ".cache/bench/build/client",
    });
  });
});
