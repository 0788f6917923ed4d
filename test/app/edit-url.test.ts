import { describe, expect, it } from "vitest";
import { buildEditUrl } from "#app/data/edit-url.ts";

const REPOSITORY = "https://github.com/example/docs";

describe("buildEditUrl", () => {
  it("keeps an ordinary path as written", () => {
    expect(buildEditUrl(REPOSITORY, "main", "content/docs/getting-started/company.md")).toBe(
      "https://github.com/example/docs/edit/main/content/docs/getting-started/company.md",
    );
  });

  it("percent-encodes braces and spaces in file names, but not the slashes between folders or branch parts", () => {
    expect(buildEditUrl(REPOSITORY, "main", "content/docs/getting-started/why-{slug}-tech.md")).toBe(
      "https://github.com/example/docs/edit/main/content/docs/getting-started/why-%7Bslug%7D-tech.md",
    );
    expect(buildEditUrl(`${REPOSITORY}/`, "release/2.0", "content/a b.md")).toBe(
      "https://github.com/example/docs/edit/release/2.0/content/a%20b.md",
    );
  });
});
