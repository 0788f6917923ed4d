import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildPlaceholders } from "#build/config/placeholders.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import type { ContentProblem } from "#build/content/content-problem.ts";
import { loadContentFiles, type ContentFile } from "#build/content/load-content-files.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { collectTroubleshootingEntries } from "#build/generated-pages/collect-troubleshooting-entries.ts";
import type { PageSection } from "#build/generated-pages/generated-page.ts";
import { groupBySymptom } from "#build/generated-pages/group-by-symptom.ts";
import { runGenerators } from "#build/generated-pages/run-generators.ts";
import { createTroubleshootingPage, TROUBLESHOOTING_PATH } from "#build/generated-pages/troubleshooting-page.ts";
import { buildSiteData } from "#build/pipeline/build-site-data.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

const rootDir = join(import.meta.dirname, "../..");
const config = resolveSiteConfig(undefined, {});
const contentDir = "test/fixtures/content/troubleshooting-sections";

function loadFixture(): ContentFile[] {
  const loaded = loadContentFiles({ rootDir, contentDir, placeholders: buildPlaceholders(config), slug: config.slug });
  expect(loaded.problems).toEqual([]);
  return loaded.files;
}

/** Renders each page as the build does and keeps the "What can go wrong" section rendering found on it. */
async function renderSections(files: ContentFile[]): Promise<PageSection[]> {
  const sections: PageSection[] = [];
  for (const file of files) {
    const { troubleshooting } = await renderTestMarkdown(file.body);
    if (!troubleshooting) continue;
    sections.push({
      path: file.path,
      title: file.metadata.title,
      file: file.file,
      bodyLine: file.bodyLine,
      section: troubleshooting,
    });
  }
  return sections;
}

/** Each entry as "symptom -> link", the way a reader sees it on the generated page. */
async function summarise(files: ContentFile[]) {
  const { entries } = collectTroubleshootingEntries(await renderSections(files));
  return entries.map((entry) => {
    const symptom = entry.symptom.map((node) => ("value" in node ? node.value : "")).join("");
    return `${symptom} -> ${entry.source.path}#${entry.source.anchor}`;
  });
}

/** Runs the generator on the fixture's sections and returns its page as the build gets it, Markdown written. */
async function generate(files: ContentFile[], onProblems: (problems: ContentProblem[]) => void = () => undefined) {
  const generator = createTroubleshootingPage({ onProblems });
  const inputs = {
    rootDir,
    loadSchema: () => loadSchema(),
    loadReferenceHistory: () => undefined,
    guides: [],
    troubleshootingSections: await renderSections(files),
  };
  return runGenerators([generator], "after-render", inputs, files);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the troubleshooting page", () => {
  it("collects list entries and table rows from every page's section, and nothing from a page without one", async () => {
    expect(await summarise(loadFixture())).toEqual([
      "The embed is blank. -> /docs/embeds#embed-problems",
      "Tiles load without the token. -> /docs/maps/blank-maps#what-can-go-wrong",
      "A blank map with a 401 -> /docs/maps#what-can-go-wrong-1",
      "The map is grey -> /docs/maps#what-can-go-wrong-1",
      "Invalid bearer token. -> /docs/tokens#what-can-go-wrong",
      "Credits missing. -> /docs/tokens#what-can-go-wrong",
    ]);
  });

  it("links each entry to the id its heading has on the page, numbered as the renderer numbers a repeated slug", async () => {
    const maps = loadFixture().find((file) => file.path === "/docs/maps");
    const rendered = await renderTestMarkdown(maps?.body ?? "");
    expect(rendered.anchors).toEqual(["what-can-go-wrong", "what-can-go-wrong-1"]);
    expect(rendered.troubleshooting?.anchor).toBe("what-can-go-wrong-1");
  });

  it("finds a section whose heading has its own `{#id}` and links its entries to that id", async () => {
    const embeds = loadFixture().find((file) => file.path === "/docs/embeds");
    const rendered = await renderTestMarkdown(embeds?.body ?? "");
    expect(rendered.html).toContain('<h2 id="embed-problems">What can go wrong');
    expect(rendered.troubleshooting?.anchor).toBe("embed-problems");
    const { files } = await generate(loadFixture());
    expect(files[0]?.body).toContain("Explained in [Embeds](/docs/embeds#embed-problems).");
  });

  it("reads the section as written, before the site's plugins change it", async () => {
    const rendered = await renderTestMarkdown("## What can go wrong\n\n- **A :tada: symptom.** See [the top](#top).\n");
    expect(rendered.html).toContain("🎉");
    const section = rendered.troubleshooting?.blocks.map((block) => JSON.stringify(block)).join("");
    expect(section).toContain(":tada:");
  });

  it("groups entries by the words of their symptom, across pages and sections", async () => {
    const groups = groupBySymptom(collectTroubleshootingEntries(await renderSections(loadFixture())).entries);
    const titles = groups.map((group) => `${group.title}: ${group.entries.map((e) => e.source.path).join(", ")}`);
    expect(titles).toEqual([
      "Tokens, permissions and access: /docs/maps/blank-maps, /docs/maps, /docs/tokens",
      "Credits, attribution and tracking: /docs/tokens",
      "Maps, tiles, routes and positions: /docs/maps",
      "Embeds, layout and media: /docs/embeds",
    ]);
  });

  it("keeps the cause and fix of a table row under the column names, and points in-page links at their page", async () => {
    const { files, problems } = await generate(loadFixture());
    expect(problems).toEqual([]);
    expect(files.map((file) => [file.path, file.file])).toEqual([
      [TROUBLESHOOTING_PATH, "src/build/generated-pages/troubleshooting-page.ts"],
    ]);
    expect(files[0]?.body).toContain(
      "- **A blank map with a 401**\n\n  _Likely cause:_ The token is not sent to the tile host\n\n  _Fix:_ Add `accessToken` to the tile URL\n\n  Explained in [Maps](/docs/maps#what-can-go-wrong-1).",
    );
    expect(files[0]?.body).toContain("See [sending the token](/docs/tokens#sending-the-token).");
  });

  it("turns a reference link into a plain link, since the page's definitions do not come along", async () => {
    const body = '## What can go wrong\n\n- **A symptom.** See [the guide][guide].\n\n[guide]: #setup "Set-up"\n';
    const file: ContentFile = {
      file: "content/docs/a.md",
      path: "/docs/a",
      metadata: { title: "A", weight: 1 },
      body,
      bodyLine: 5,
    };
    const { files } = await generate([file]);
    expect(files[0]?.body).toContain('See [the guide](/docs/a#setup "Set-up").');
  });

  it("reports a one-column table and an entry without a bold symptom with file and line, and leaves them out", async () => {
    const { problems } = collectTroubleshootingEntries(await renderSections(loadFixture()));
    expect(problems.map((p: ContentProblem) => `${p.file}:${p.line} ${p.message}`)).toMatchInlineSnapshot(`
      [
        "test/fixtures/content/troubleshooting-sections/docs/maps/blank-maps.md:8 This "What can go wrong" table has 1 column (\`Symptom only\`), so the troubleshooting page cannot tell a symptom from its cause. Give it a symptom column and a cause or fix column: \`| Symptom | Cause and fix |\`.",
        "test/fixtures/content/troubleshooting-sections/docs/maps/blank-maps.md:12 This "What can go wrong" entry does not start with a bold symptom (it starts \`Tiles load slowly on the first visit.\`), so the troubleshooting page leaves it out. Write it as \`- **Symptom.** Cause and fix.\`.",
      ]
    `);
  });

  it("reports a section with neither a list nor a table at its heading's line", async () => {
    const file: ContentFile = {
      file: "content/docs/a.md",
      path: "/docs/a",
      metadata: { title: "A", weight: 1 },
      body: "Intro.\n\n## What can go wrong?\n\nNothing, in prose.\n",
      bodyLine: 5,
    };
    const { entries, problems } = collectTroubleshootingEntries(await renderSections([file]));
    expect(entries).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ file: "content/docs/a.md", line: 7 })]);
    expect(problems[0]?.message).toContain("has no list or table of entries");
  });

  it("adds no page when no page has a troubleshooting section", async () => {
    const files = loadFixture().filter((file) => !file.body.includes("What can go wrong"));
    expect((await generate(files)).files).toEqual([]);
  });

  it("builds as a normal page under References whose every link and anchor passes the link check, warning about what it left out", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const data = await buildSiteData({ rootDir, config, contentDir });
    const page = data.pages.find((p) => p.path === TROUBLESHOOTING_PATH);
    expect(page?.html).toContain('href="/docs/maps#what-can-go-wrong-1"');
    expect(page?.html).toContain('href="/docs/embeds#embed-problems"');
    expect(page?.headings.map((h) => h.text)).toContain("Tokens, permissions and access");
    expect(page?.markdown).toContain("Explained in [Embeds](/docs/embeds#embed-problems).");
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^Warning: the troubleshooting page \(src\/build\/generated-pages\/\) left out what it could not read:\n {2}test\/fixtures\/content\/troubleshooting-sections\/docs\/maps\/blank-maps\.md:8 /,
    );
  });

  it("fails the build, naming the generator and the page, when a content page already has its path", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const own: ContentFile = {
      file: "content/docs/references/troubleshooting.md",
      path: TROUBLESHOOTING_PATH,
      metadata: { title: "Our own", weight: 1 },
      body: "Hand-written.\n",
      bodyLine: 5,
    };
    const { files, problems } = await generate([...loadFixture(), own]);
    expect(files).toEqual([]);
    expect(problems).toEqual([
      {
        file: own.file,
        message:
          "The troubleshooting generator makes the page `/docs/references/troubleshooting`, which `content/docs/references/troubleshooting.md` already has. Move or rename that file.",
      },
    ]);
  });
});
