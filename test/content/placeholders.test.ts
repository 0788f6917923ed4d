import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPlaceholders } from "#build/config/placeholders.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { ContentError } from "#build/content/content-problem.ts";
import type { DocNode } from "#build/content/doc-node.ts";
import { interpolatePlaceholders } from "#build/content/interpolate-placeholders.ts";
import { loadContentFiles } from "#build/content/load-content-files.ts";
import type { PageGenerator } from "#build/generated-pages/generated-page.ts";
import { buildSiteData } from "#build/pipeline/build-site-data.ts";
import { PublishedPlaceholderCheck } from "#build/publish/published-placeholders.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

const rootDir = join(import.meta.dirname, "../..");
const config = resolveSiteConfig(undefined, {});
const placeholders = buildPlaceholders(config);

describe("placeholders", () => {
  it("fill the oEmbed page with the configured endpoint, in its prose and its code, leaving no braces", async () => {
    const { files, problems } = loadContentFiles({ rootDir, placeholders, slug: config.slug });
    const page = files.find((file) => file.file === "content/docs/embed/docs/o-embed.md");
    expect(problems.filter((problem) => problem.message.includes("placeholder"))).toEqual([]);
    expect(page?.body).toContain(`GET ${config.oembedEndpoint}?url=<itinerary page URL>`);
    expect(page?.body).not.toContain("{{");
    const html = (await renderTestMarkdown(page?.body ?? "")).html;
    expect(config.oembedEndpoint).toBe("https://www.waymark.travel/api/v3/oembed");
    expect(html).toContain("https://www.waymark.travel/api/v3/oembed");
    expect(html).not.toContain("{{");
  });

  it("report an unknown namespace with file, line and the closest key, and a template variable the same way", () => {
    const { problems } = loadContentFiles({
      rootDir,
      contentDir: "test/fixtures/content/placeholders",
      placeholders,
      slug: config.slug,
    });
    expect(problems).toEqual([
      {
        file: "test/fixtures/content/placeholders/docs/index.md",
        line: 8,
        message:
          "Unknown placeholder `{{embeds.oembedEndpoint}}`. Did you mean `{{embed.oembedEndpoint}}`? The placeholders are listed in docs/authoring.md; write `\\{{…}}` for literal braces.",
      },
      {
        file: "test/fixtures/content/placeholders/docs/index.md",
        line: 18,
        message:
          "Unknown placeholder `{{widget.title}}`. The placeholders are listed in docs/authoring.md; write `\\{{…}}` for literal braces.",
      },
    ]);
  });

  it("take every namespace the configuration defines, with spaces inside the braces, and no other", () => {
    const values = { "embed.oembedEndpoint": "https://e.test/oembed", "brand.colour": "teal" };
    const result = interpolatePlaceholders("{{ embed.oembedEndpoint }} {{brand.colour}} {{site.name}}", values, "a.md");
    expect(result.text).toBe("https://e.test/oembed teal {{site.name}}");
    expect(result.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^Unknown placeholder `\{\{site\.name\}\}`\./),
    ]);
  });

  it("write an escaped `\\{{…}}` as literal braces and leave a JSX style object alone", () => {
    const text = 'Vue: \\{{ item.name }}; JSX: style={{ width: "100%" }}';
    expect(interpolatePlaceholders(text, placeholders, "a.md")).toEqual({
      text: 'Vue: {{ item.name }}; JSX: style={{ width: "100%" }}',
      problems: [],
    });
  });

  it("fail the build when a generated page carries a `{{…}}`, naming the page and its line", async () => {
    const leaky: PageGenerator = {
      name: "leaky",
      phase: "before-render",
      parent: "/docs",
      generate: () => [
        {
          path: "/docs/leaky",
          title: "Leaky",
          weight: 2,
          body: "Made by a generator.\n\nIt says {{site.name}} where the value should be.\n",
          source: "test/fixtures/content/no-such-source.json",
        },
      ],
    };
    const build = buildSiteData({ rootDir, config, contentDir: "test/fixtures/content/valid-tree", generators: [leaky] });
    await expect(build).rejects.toBeInstanceOf(ContentError);
    await expect(build).rejects.toMatchObject({
      problems: [
        {
          file: "test/fixtures/content/no-such-source.json",
          line: undefined,
          message:
            "`{{site.name}}` reaches the generated page `/docs/leaky` unreplaced (line 3 of its Markdown). Placeholders are filled in content pages only: write the value itself in `test/fixtures/content/no-such-source.json`, or remove the braces.",
        },
      ],
    });
  });

  it("fail the publish stage on a leftover in any written file, except a literal a content page escaped", () => {
    const tree: DocNode = {
      type: "markdown",
      id: "docs",
      path: "/docs",
      title: "Docs",
      metadata: { title: "Docs", weight: 1 },
      source: "test/fixtures/content/placeholders/docs/index.md",
      children: [],
    };
    const check = new PublishedPlaceholderCheck();
    check.check("docs/index.html", "<p>{{ item.name }}</p>\n<p>{{ item.title }}</p>");
    check.check("llms-full.txt", "# Docs\n\nAsk {{api.token}}.\n");
    expect(() => check.finish(tree, rootDir)).toThrow(
      "1 unreplaced placeholder in the published site:\n  - llms-full.txt:3 `{{api.token}}`\n",
    );
    const clean = new PublishedPlaceholderCheck();
    clean.check("docs/index.html", "<p>{{ item.name }}</p>");
    expect(() => clean.finish(tree, rootDir)).not.toThrow();
  });
});
