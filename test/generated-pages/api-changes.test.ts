import { readFileSync } from "node:fs";
import { join } from "node:path";
import sax from "sax";
import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { parseFrontMatter } from "#build/content/front-matter.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { classifyChanges } from "#build/graphql/changes/classify-changes.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { readHistory } from "#build/graphql/reference/reference-history.ts";
import { expandApiChanges } from "#build/generated-pages/api-changes/expand-api-changes.ts";
import { loadReferenceHistory } from "#build/generated-pages/api-changes/load-version-changes.ts";
import { schemaReferencePages } from "#build/generated-pages/schema-reference/schema-reference-pages.ts";
import { formatAtomFeed, readFeedEntries } from "#build/publish/api-changes-feed.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

const rootDir = join(import.meta.dirname, "../..");
const config = resolveSiteConfig(undefined, {});
const changelogFile = "content/docs/graphql/changelog.md";

function loadChangelog(text = readFileSync(join(rootDir, changelogFile), "utf8")): ContentFile {
  const parsed = parseFrontMatter(text, changelogFile);
  if (!parsed.metadata) throw new Error("the changes page has no front matter");
  return {
    file: changelogFile,
    path: "/docs/graphql/changelog",
    metadata: parsed.metadata,
    body: parsed.body,
    bodyLine: parsed.bodyLine,
  };
}

function expandedChangelog(): ContentFile {
  const file = loadChangelog();
  const { problems } = expandApiChanges([file], {
    loadSchema: () => loadSchema(),
    referenceRepository: config.repositories.graphqlReference,
  });
  expect(problems).toEqual([]);
  return file;
}

/** The Markdown of one version's section, from its heading to the next version's. */
function section(body: string, date: string): string {
  const start = body.indexOf(`{#v${date}}`);
  expect(start, `no section for ${date}`).toBeGreaterThan(-1);
  const next = body.indexOf("\n### ", start);
  return body.slice(start, next === -1 ? undefined : next);
}

const history = readHistory();
const page = expandedChangelog();

describe("the API changes page", () => {
  it("has one section per committed version of the reference, newest first", () => {
    const dates = [...page.body.matchAll(/^### .* \{#v(\d{4}-\d{2}-\d{2})\}$/gm)].map((match) => match[1]);
    expect(dates).toEqual(history.map((version) => version.date).reverse());
    expect(dates).toEqual([
      "2023-05-19",
      "2023-01-27",
      "2022-11-08",
      "2022-01-14",
      "2021-11-25",
      "2021-09-07",
      "2021-07-06",
      "2021-02-08",
      "2021-01-19",
    ]);
  });

  it("agrees with a diff of the committed snapshots: each version's counts per class", () => {
    for (const [index, version] of history.entries()) {
      const previous = history[index - 1];
      if (!previous) continue;
      const changes = classifyChanges(previous.model, version.model);
      const count = (level: string) => changes.filter((change) => change.level === level).length;
      expect(section(page.body, version.date)).toContain(
        `: ${count("breaking")} breaking, ${count("dangerous")} dangerous, ${count("safe")} safe change`,
      );
    }
  });

  it("lists the changes the hand-written page missed, each linked to its reference entry", () => {
    expect(section(page.body, "2023-01-27")).toContain(
      "#### Safe {#v2023-01-27-safe}\n\n- [`Query`](/docs/graphql/schema/Query): added field [`profileByHandle`](/docs/graphql/schema/Query#field-profileByHandle).",
    );
    const breaking = (date: string) => {
      const text = section(page.body, date);
      const start = text.indexOf("#### Breaking");
      const end = text.indexOf("#### ", start + 1);
      return text.slice(start, end === -1 ? undefined : end);
    };
    expect(breaking("2021-09-07")).toContain(
      "added arguments `unit` on [`durationMin`](/docs/graphql/schema/ItineraryDirections#field-durationMin)",
    );
    expect(breaking("2021-11-25")).toContain(
      "`fromProfileId` on [`followProfile`](/docs/graphql/schema/Mutation#field-followProfile)",
    );
    expect(breaking("2021-11-25")).toContain("removed arguments `fromProfile` on");
    expect(breaking("2021-11-25")).toContain(
      "[`ConnectedAppServiceKey`](/docs/graphql/schema/ConnectedAppServiceKey): removed enum value `Atdw`.",
    );
    expect(section(page.body, "2021-11-25")).toContain(
      "added enum value [`AustralianTourismDataWarehouse`](/docs/graphql/schema/ConnectedAppServiceKey#value-AustralianTourismDataWarehouse)",
    );
    expect(breaking("2022-11-08")).toContain(
      "`publish` on [`createItinerary`](/docs/graphql/schema/Mutation#field-createItinerary)",
    );
    expect(breaking("2022-11-08")).toContain(
      "field [`attrs`](/docs/graphql/schema/Itinerary#field-attrs) changed type from `[Attribute]!` to `AttributeConnection!`",
    );
    expect(breaking("2022-11-08")).toContain("changed type from `CollectionItem` to `CollectionItemEmbedded`");
    expect(breaking("2023-05-19")).toContain(
      "field [`origin`](/docs/graphql/schema/ItineraryDirections#field-origin) changed type from `ItineraryLocation` to `ItineraryDirectionsOriginDestination`",
    );
  });

  it("says which versions were committed only on a development branch, and gives the platform changelog's note under its version", () => {
    expect(section(page.body, "2021-11-25")).toContain("on a development branch");
    expect(section(page.body, "2022-01-14")).not.toContain("on a development branch");
    expect(section(page.body, "2021-09-07")).toContain("The platform's own changelog");
    expect(page.body.match(/The platform's own changelog/g)).toHaveLength(1);
    expect(page.body).not.toContain(":::version-note");
  });

  it("states the deprecation facts computed from the versions", () => {
    expect(page.body).toContain(
      "The only member ever marked deprecated is `media`: marked deprecated on 9 existing types in the version of 8 November 2022, and on 13 types in the latest version.",
    );
    expect(page.body).toMatch(
      /Of the \d+ types, fields, arguments and values removed from one version to the next, none had been marked deprecated/,
    );
  });

  it("reports a note for a date that is not a version, at its line", () => {
    const text = readFileSync(join(rootDir, changelogFile), "utf8").replace(
      ':::version-note{date="2021-09-07"}',
      ':::version-note{date="2021-09-01"}',
    );
    const file = loadChangelog(text);
    const line = text.split("\n").findIndex((candidate) => candidate.includes("2021-09-01")) + 1;
    const { problems } = expandApiChanges([file], {
      loadSchema: () => loadSchema(),
      referenceRepository: "https://x.test",
    });
    expect(problems.map((problem) => [problem.file, problem.line])).toEqual([[changelogFile, line]]);
    expect(problems[0]?.message).toMatch(
      /^A version note for `2021-09-01`, which is not a version of the reference\. Use one of 2021-01-19, /,
    );
  });
});

describe("the API changes feed", () => {
  it("is well-formed Atom with one entry per section of the rendered page, in the same order", async () => {
    const html = (await renderTestMarkdown(page.body)).html;
    const pageUrl = `${config.siteUrl}/docs/graphql/changelog`;
    const entries = readFeedEntries(html, pageUrl, config.siteUrl);
    const feed = formatAtomFeed(entries, { name: config.name, company: config.company, siteUrl: config.siteUrl });

    const elements: string[] = [];
    const text: Record<string, string[]> = {};
    let current = "";
    const parser = new sax.SAXParser(true, { xmlns: true });
    parser.onopentag = (node) => {
      current = node.name;
      elements.push(`${node.name}${"uri" in node && node.name === "feed" ? ` ${node.uri}` : ""}`);
    };
    parser.ontext = (value) => {
      if (value.trim()) (text[current] ??= []).push(value);
    };
    parser.write(feed).close();

    expect(elements[0]).toBe("feed http://www.w3.org/2005/Atom");
    for (const required of ["id", "title", "updated", "author"]) expect(elements).toContain(required);
    expect(elements.filter((name) => name === "entry")).toHaveLength(history.length);
    expect(text.title?.slice(1)).toEqual(
      history
        .map(
          (version) =>
            `Reference of ${new Date(`${version.date}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}`,
        )
        .reverse(),
    );
    expect(text.id?.slice(1)).toEqual(history.map((version) => `${pageUrl}#v${version.date}`).reverse());
    expect(text.updated?.[0]).toBe("2023-05-19T00:00:00Z");
    const january = entries.find((entry) => entry.date === "2023-01-27");
    expect(january?.html).toContain(`href="${config.siteUrl}/docs/graphql/schema/Query#field-profileByHandle"`);
    expect(january?.html).not.toContain("heading-anchor");
    expect(entries.at(-1)?.html).not.toContain("<h2");
  });
});

describe("the schema reference pages", () => {
  const pages = schemaReferencePages.generate({
    rootDir,
    loadSchema: () => loadSchema(),
    loadReferenceHistory: () => loadReferenceHistory(join(rootDir, "schema", "reference-history")),
    guides: [],
    troubleshootingSections: [],
  });
  const body = (name: string) =>
    pages.find((candidate) => candidate.path === `/docs/graphql/schema/${name}`)?.body ?? "";

  it("say when the type first appeared, and per field when it was added and what changed since", () => {
    const directions = body("ItineraryDirections");
    expect(directions).toContain("In the reference since [19 January 2021](/docs/graphql/changelog#v2021-01-19).");
    expect(directions).toContain(
      "*History:* [19 May 2023](/docs/graphql/changelog#v2023-05-19): type changed from `ItineraryLocation` to `ItineraryDirectionsOriginDestination`.",
    );
    expect(directions).toContain("*History:* Added [8 November 2022](/docs/graphql/changelog#v2022-11-08).");
    expect(body("Query")).toContain("#### `Query.profileByHandle`".slice(1));
    expect(body("Query")).toMatch(
      /`Query\.profileByHandle` \{#field-profileByHandle\}\n\n[\s\S]*?\*History:\* Added \[27 January 2023\]/,
    );
  });

  it("show nothing for a field that came with its type and never changed, and carry a renamed type's history", () => {
    expect(body("ItineraryDirections")).toMatch(
      /`ItineraryDirections\.title` \{#field-title\}\n\n\*\*Type:\*\*[^\n]*\n\n(?!\*History)/,
    );
    expect(body("ConnectedAppServiceKey")).toContain(
      "In the reference since [8 February 2021](/docs/graphql/changelog#v2021-02-08), named `ConnectedAppServiceKeys` until [25 November 2021](/docs/graphql/changelog#v2021-11-25).",
    );
  });
});
