import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildPlaceholders } from "#build/config/placeholders.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import type { ContentProblem } from "#build/content/content-problem.ts";
import { loadContentFiles, type ContentFile } from "#build/content/load-content-files.ts";
import { collectTroubleshootingEntries } from "#build/generated-pages/collect-troubleshooting-entries.ts";
import { groupBySymptom } from "#build/generated-pages/group-by-symptom.ts";
import { generateTroubleshootingPage, TROUBLESHOOTING_PATH } from "#build/generated-pages/troubleshooting-page.ts";
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

/** Each entry as "symptom -> link", the way a reader sees it on the generated page. */
function summarise(files: ContentFile[]) {
  return collectTroubleshootingEntries(files).entries.map((entry) => {
    const symptom = entry.symptom.map((node) => ("value" in node ? node.value : "")).join("");
    return `${symptom} -> ${entry.source.path}#${entry.source.anchor}`;
  });
}

const ignoreProblems = { onProblems: () => undefined };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the troubleshooting page", () => {
  it("collects list entries and table rows from every page's section, and nothing from a page without one", () => {
    expect(summarise(loadFixture())).toEqual([
      "Tiles load without the token. -> /docs/maps/blank-maps#what-can-go-wrong",
      "A blank map with a 401 -> /docs/maps#what-can-go-wrong-1",
      "The map is grey -> /docs/maps#what-can-go-wrong-1",
      "Invalid bearer token. -> /docs/tokens#what-can-go-wrong",
      "Credits missing. -> /docs/tokens#what-can-go-wrong",
    ]);
  });

  it("links each entry to an anchor its page really has, numbered as the renderer numbers a repeated slug", async () => {
    const maps = loadFixture().find((file) => file.path === "/docs/maps");
    const rendered = await renderTestMarkdown(maps?.body ?? "");
    expect(rendered.anchors).toEqual(["what-can-go-wrong", "what-can-go-wrong-1"]);
  });

  it("groups entries by the words of their symptom, across pages and sections", () => {
    const groups = groupBySymptom(collectTroubleshootingEntries(loadFixture()).entries);
    const titles = groups.map((group) => `${group.title}: ${group.entries.map((e) => e.source.path).join(", ")}`);
    expect(titles).toEqual([
      "Tokens, permissions and access: /docs/maps/blank-maps, /docs/maps, /docs/tokens",
      "Credits, attribution and tracking: /docs/tokens",
      "Maps, tiles, routes and positions: /docs/maps",
    ]);
  });

  it("keeps the cause and fix of a table row under the column names, and points in-page links at their page", () => {
    const [page] = generateTroubleshootingPage(loadFixture(), ignoreProblems);
    expect(page?.body).toContain(
      "- **A blank map with a 401**\n\n  _Likely cause:_ The token is not sent to the tile host\n\n  _Fix:_ Add `accessToken` to the tile URL\n\n  Explained in [Maps](/docs/maps#what-can-go-wrong-1).",
    );
    expect(page?.body).toContain("See [sending the token](/docs/tokens#sending-the-token).");
  });

  it("reports a one-column table and an entry without a bold symptom with file and line, and leaves them out", () => {
    const { problems } = collectTroubleshootingEntries(loadFixture());
    expect(problems.map((p: ContentProblem) => `${p.file}:${p.line} ${p.message}`)).toMatchInlineSnapshot(`
      [
        "test/fixtures/content/troubleshooting-sections/docs/maps/blank-maps.md:8 This "What can go wrong" table has 1 column (\`Symptom only\`), so the troubleshooting page cannot tell a symptom from its cause. Give it a symptom column and a cause or fix column: \`| Symptom | Cause and fix |\`.",
        "test/fixtures/content/troubleshooting-sections/docs/maps/blank-maps.md:12 This "What can go wrong" entry does not start with a bold symptom (it starts \`Tiles load slowly on the first visit.\`), so the troubleshooting page leaves it out. Write it as \`- **Symptom.** Cause and fix.\`.",
      ]
    `);
  });

  it("reports a section with neither a list nor a table", () => {
    const file: ContentFile = {
      file: "content/docs/a.md",
      path: "/docs/a",
      metadata: { title: "A", weight: 1 },
      body: "Intro.\n\n## What can go wrong?\n\nNothing, in prose.\n",
      bodyLine: 5,
    };
    const { entries, problems } = collectTroubleshootingEntries([file]);
    expect(entries).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ file: "content/docs/a.md", line: 7 })]);
    expect(problems[0]?.message).toContain("has no list or table of entries");
  });

  it("steps aside, with a warning, when a content page already has its path", () => {
    const problems: ContentProblem[] = [];
    const own: ContentFile = {
      file: "content/docs/references/troubleshooting.md",
      path: TROUBLESHOOTING_PATH,
      metadata: { title: "Our own", weight: 1 },
      body: "Hand-written.\n",
      bodyLine: 5,
    };
    expect(generateTroubleshootingPage([...loadFixture(), own], { onProblems: (p) => problems.push(...p) })).toEqual(
      [],
    );
    expect(problems).toEqual([expect.objectContaining({ file: own.file, line: 1 })]);
  });

  it("adds no page when no page has a troubleshooting section", () => {
    const files = loadFixture().filter((file) => !file.body.includes("What can go wrong"));
    expect(generateTroubleshootingPage(files)).toEqual([]);
  });

  it("builds as a normal page under References whose every link and anchor passes the link check, warning about what it left out", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const data = await buildSiteData({ rootDir, config, contentDir });
    const page = data.pages.find((p) => p.path === TROUBLESHOOTING_PATH);
    expect(page?.html).toContain('href="/docs/maps#what-can-go-wrong-1"');
    expect(page?.headings.map((h) => h.text)).toContain("Tokens, permissions and access");
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^Warning: the troubleshooting page \(src\/build\/generated-pages\/\) left out what it could not read:\n {2}test\/fixtures\/content\/troubleshooting-sections\/docs\/maps\/blank-maps\.md:8 /,
    );
  });
});
