import { describe, expect, it } from "vitest";
import { resolveBuildPaths } from "#build/config/build-paths.ts";
import { declareProductionBuild, readEnvironment } from "#build/config/environment.ts";

describe("resolveBuildPaths", () => {
  it("keeps the usual folders when nothing is set", () => {
    expect(resolveBuildPaths({})).toEqual({
      contentDir: "content",
      siteCacheDir: ".cache/site",
      buildDir: "build",
      clientDir: "build/client",
      searchPagesDir: "build/search-pages",
    });
  });

  it("moves each folder with its variable, trimmed, and ignores blank values and variables it does not read", () => {
    expect(
      resolveBuildPaths(
        readEnvironment({
          CONTENT_DIR: " .cache/synthetic/content",
          SITE_CACHE_DIR: " ",
          BUILD_DIR: ".cache/bench/build",
          PATH: "/usr/bin",
        }),
      ),
    ).toEqual({
      contentDir: ".cache/synthetic/content",
      siteCacheDir: ".cache/site",
      buildDir: ".cache/bench/build",
      clientDir: ".cache/bench/build/client",
      searchPagesDir: ".cache/bench/build/search-pages",
    });
  });
});

describe("readEnvironment", () => {
  it("reads only the project's variables, trimmed, and leaves out empty ones", () => {
    expect(readEnvironment({ PORT: " 4000 ", HOST: "", HOME: "/root", JAVA: "/opt/java" })).toEqual({
      PORT: "4000",
      JAVA: "/opt/java",
    });
  });
});

describe("declareProductionBuild", () => {
  it("sets NODE_ENV to production when it is unset or empty, and leaves a value the user set", () => {
    const unset: Record<string, string | undefined> = {};
    const empty: Record<string, string | undefined> = { NODE_ENV: " " };
    const set: Record<string, string | undefined> = { NODE_ENV: "development" };
    for (const target of [unset, empty, set]) declareProductionBuild(target);
    expect([unset.NODE_ENV, empty.NODE_ENV, set.NODE_ENV]).toEqual(["production", "production", "development"]);
  });
});
