import { describe, expect, it } from "vitest";
import { splitShardPaths } from "#build/pipeline/prerender-plan.ts";
import {
  helperThreadCount,
  readHelperSettings,
  readHelperThreadCount,
  HELPERS_VARIABLE,
} from "#build/pipeline/prerender-helpers.ts";

describe("splitShardPaths", () => {
  const paths = ["/", "/docs", "/docs/a", "/docs/b", "/docs/c", "/docs/d", "/docs/e", "/404"];

  it("deals documentation pages in turn and keeps every other path with React Router", () => {
    expect(splitShardPaths(paths, 1)).toEqual({
      router: ["/", "/docs", "/docs/a", "/docs/c", "/docs/e", "/404"],
      helpers: [["/docs/b", "/docs/d"]],
    });
    expect(splitShardPaths(paths, 2)).toEqual({
      router: ["/", "/docs", "/docs/a", "/docs/d", "/404"],
      helpers: [["/docs/b", "/docs/e"], ["/docs/c"]],
    });
  });

  it("leaves every path to React Router without helpers", () => {
    expect(splitShardPaths(paths, 0)).toEqual({ router: paths, helpers: [] });
  });
});

describe("helper threads", () => {
  it("gives each shard the cores no other shard uses", () => {
    expect(helperThreadCount(1, 2)).toBe(1);
    expect(helperThreadCount(2, 2)).toBe(0);
    expect(helperThreadCount(2, 8)).toBe(3);
    expect(helperThreadCount(3, 2)).toBe(0);
    expect(helperThreadCount(1, 2, 0)).toBe(0);
  });

  it("reads PRERENDER_HELPER_THREADS and names a bad value", () => {
    expect(readHelperThreadCount(undefined)).toBeUndefined();
    expect(readHelperThreadCount(" ")).toBeUndefined();
    expect(readHelperThreadCount("0")).toBe(0);
    expect(() => readHelperThreadCount("two")).toThrow(
      "PRERENDER_HELPER_THREADS=`two` is not a count of threads: write a whole number such as `1`.",
    );
    expect(() => readHelperThreadCount("-1")).toThrow("is not a count of threads");
  });

  it("reads the settings `npm run build` hands a shard, and none when it is not set", () => {
    expect(readHelperSettings(undefined).threads).toBe(0);
    const source = 'import("file:///tool/prerender-helper-worker.js")';
    expect(readHelperSettings(JSON.stringify({ threads: 1, source }))).toEqual({ threads: 1, source });
    expect(() => readHelperSettings('{"threads":"one"}')).toThrow(
      `${HELPERS_VARIABLE} is set by \`npm run build\` on the shards it starts; unset it.`,
    );
  });
});
