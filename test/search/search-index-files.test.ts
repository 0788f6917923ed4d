import { describe, expect, it } from "vitest";
import { parseMergedSearchIndexes, searchIndexPartUrl } from "#shared/search-index-files.ts";

describe("search index files", () => {
  it("names the first part's folder and the merged parts' folders", () => {
    expect([0, 1, 2].map(searchIndexPartUrl)).toEqual(["/pagefind/", "/pagefind/part-2/", "/pagefind/part-3/"]);
  });

  it("reads the list of merged parts and refuses anything that is not a part's folder", () => {
    expect(parseMergedSearchIndexes([])).toEqual([]);
    expect(parseMergedSearchIndexes(["/pagefind/part-2/"])).toEqual(["/pagefind/part-2/"]);
    for (const bad of [{}, ["https://example.com/pagefind/"], ["/pagefind/part-2"], [2]]) {
      expect(() => parseMergedSearchIndexes(bad)).toThrow(
        '/pagefind/merged-indexes.json should list part folders such as "/pagefind/part-2/".',
      );
    }
  });
});
