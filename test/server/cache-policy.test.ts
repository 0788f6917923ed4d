import { describe, expect, it } from "vitest";
import { cacheControlFor } from "#build/server/cache-policy.ts";

describe("cacheControlFor", () => {
  it("lets browsers keep hashed assets and the chunks of every part of the search index", () => {
    for (const path of [
      "/assets/root-3f2a.js",
      "/pagefind/index/en_209e525.pf_index",
      "/pagefind/fragment/en_1.pf_fragment",
      "/pagefind/part-2/index/en_11aa.pf_index",
      "/pagefind/part-12/fragment/en_2.pf_fragment",
    ]) {
      expect(cacheControlFor(path), path).toBe("public, max-age=31536000, immutable");
    }
  });

  it("revalidates pages and the files that name the chunks", () => {
    for (const path of [
      "/docs/trips",
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-entry.json",
      "/pagefind/merged-indexes.json",
      "/pagefind/part-2/pagefind-entry.json",
      "/pagefind/part-x/index/en_1.pf_index",
      "/docs/assets/x.js",
    ]) {
      expect(cacheControlFor(path), path).toBe("public, max-age=0, must-revalidate");
    }
  });
});
