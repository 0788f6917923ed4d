import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { ContentError } from "#build/content/content-problem.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import type { GeneratedPage, PageGenerator } from "#build/generated-pages/generated-page.ts";
import { operationPages } from "#build/generated-pages/operations/operation-pages.ts";
import { activeGenerators, runGenerators } from "#build/generated-pages/run-generators.ts";
import { buildSiteData } from "#build/pipeline/build-site-data.ts";

const rootDir = join(import.meta.dirname, "../..");
const source = { rootDir, loadSchema: () => loadSchema(), loadReferenceHistory: () => undefined };

const file = (path: string): ContentFile => ({
  file: `content${path}.md`,
  path,
  metadata: { title: "x", weight: 1 },
  body: "",
  bodyLine: 1,
});

/** A generator under /docs that returns `pages`. */
function generatorOf(phase: PageGenerator["phase"], ...pages: GeneratedPage[]): PageGenerator {
  return { name: "glossary", phase, parent: "/docs", generate: () => pages };
}

const page: GeneratedPage = {
  path: "/docs/glossary",
  title: "Glossary",
  weight: 2,
  body: "Words.\n",
  source: "gen.ts",
};

describe("runGenerators", () => {
  it("runs a generator only when its parent page exists", () => {
    expect(activeGenerators([operationPages], [file("/docs")])).toEqual([]);
    expect(activeGenerators([operationPages], [file("/docs/graphql")])).toEqual([operationPages]);
  });

  it("runs only the generators of the phase it is given, and makes each page a content file", () => {
    const before = generatorOf("before-render", page);
    const after = generatorOf("after-render", { ...page, path: "/docs/later" });
    const result = runGenerators([before, after], "before-render", source, [file("/docs")]);
    expect(result).toEqual({
      files: [
        {
          file: "gen.ts",
          path: "/docs/glossary",
          metadata: { title: "Glossary", weight: 2, description: undefined, keywords: undefined },
          body: "Words.\n",
          bodyLine: 1,
          tree: undefined,
        },
      ],
      problems: [],
    });
  });

  it("reports a generated page that takes the path of a content file, and keeps the content file", () => {
    const clash = generatorOf("before-render", { ...page, path: "/docs/a" });
    const result = runGenerators([clash], "before-render", source, [file("/docs/a")]);
    expect(result.files).toEqual([]);
    expect(result.problems).toMatchInlineSnapshot(`
      [
        {
          "file": "content/docs/a.md",
          "message": "The glossary generator makes the page \`/docs/a\`, which \`content/docs/a.md\` already has. Move or rename that file.",
        },
      ]
    `);
  });

  it("reports every way a page is wrong, naming the generator and the page, and leaves the page out", () => {
    const wrong = generatorOf(
      "after-render",
      { ...page, path: "/elsewhere/glossary", weight: 12, title: " ", body: "\n" },
      { ...page, path: "/docs/terms" },
    );
    const inputs = { ...source, guides: [], troubleshootingSections: [] };
    const result = runGenerators([wrong], "after-render", inputs, [file("/docs")]);
    expect(result.files.map((generated) => generated.path)).toEqual(["/docs/terms"]);
    expect(result.problems).toMatchInlineSnapshot(`
      [
        {
          "file": "gen.ts",
          "message": "The glossary generator made the page \`/elsewhere/glossary\`, whose path is not a page path under its parent \`/docs\` (\`/docs/…\`, no space, \`?\`, \`#\` or trailing \`/\`). Fix the generator (src/build/generated-pages/).",
        },
        {
          "file": "gen.ts",
          "message": "The glossary generator made the page \`/elsewhere/glossary\` with \`title\` \`" "\`, which must not be empty. Fix the generator (src/build/generated-pages/).",
        },
        {
          "file": "gen.ts",
          "message": "The glossary generator made the page \`/elsewhere/glossary\` with \`weight\` \`12\`, which must be a whole number from 1 to 10. Fix the generator (src/build/generated-pages/).",
        },
        {
          "file": "gen.ts",
          "message": "The glossary generator made the page \`/elsewhere/glossary\` with an empty body. Fix the generator (src/build/generated-pages/).",
        },
      ]
    `);
  });

  it("fails the build with those problems, all at once", async () => {
    const wrong = generatorOf("after-render", { ...page, weight: 0 });
    const build = buildSiteData({
      rootDir,
      config: resolveSiteConfig(undefined, {}),
      contentDir: "test/fixtures/content/valid-tree",
      generators: [wrong],
    });
    await expect(build).rejects.toBeInstanceOf(ContentError);
    await expect(build).rejects.toMatchObject({
      problems: [
        {
          file: "gen.ts",
          message:
            "The glossary generator made the page `/docs/glossary` with `weight` `0`, which must be a whole number from 1 to 10. Fix the generator (src/build/generated-pages/).",
        },
      ],
    });
  });
});
