import type { SyntheticPage } from "./plan-synthetic-pages.ts";
import { createRandom, type Random } from "./random.ts";
import { bashBlock, jsBlock, jsonBlock } from "./synthetic-code.ts";
import { ACTIONS, HEADINGS, QUALIFIERS, SENTENCES, SUBJECTS } from "./vocabulary.ts";

/** What a page may link to: every synthetic page, and the real pages with content. */
export interface SyntheticSite {
  byPath: Map<string, SyntheticPage>;
  /** Synthetic leaf pages, the targets of cross links with an anchor. */
  leaves: SyntheticPage[];
  /** Paths of real Markdown pages (not redirects or forwards). */
  realPaths: string[];
}

/** The `##` headings of a leaf page; distinct, letters and spaces only, so their slugs are predictable. */
export function headingsOf(page: SyntheticPage): string[] {
  return [...createRandom(`${page.path}#headings`).sample(HEADINGS, 5), "Next steps"];
}

/** The anchor that the site's heading slugger gives a heading made of letters and spaces. */
export function headingSlug(heading: string): string {
  return heading.toLowerCase().replaceAll(" ", "-");
}

/** The Markdown file of one synthetic page: valid front matter, prose, tables, code and internal links. */
export function writeSyntheticMarkdown(page: SyntheticPage, site: SyntheticSite): string {
  const random = createRandom(page.path);
  const subject = random.pick(SUBJECTS);
  const frontMatter = [
    "---",
    `title: ${JSON.stringify(page.title)}`,
    `weight: ${page.weight}`,
    `description: ${JSON.stringify(`How to ${random.pick(ACTIONS)} ${subject} with the {{site.name}} API, with examples.`)}`,
    "keywords:",
    ...random.sample(SUBJECTS, 3).map((keyword) => `  - ${keyword}`),
    ...(page.kind === "page" && random.next() < 0.05 ? ["label: Beta"] : []),
    "---",
  ];
  const body = page.kind === "page" ? leafBody(page, site, random, subject) : groupBody(page, site, random, subject);
  return `${frontMatter.join("\n")}\n\n${body.join("\n\n")}\n`;
}

function groupBody(page: SyntheticPage, site: SyntheticSite, random: Random, subject: string): string[] {
  const real = random.pick(site.realPaths);
  return [
    `${paragraph(random, 3)} This part of {{site.name}} groups ${page.children.length} ${page.children.length === 1 ? "page" : "pages"} about ${subject}; start with the first and read on in order.`,
    `${paragraph(random, 2)} For the concepts behind it, see [the platform overview](${real}).`,
    jsonBlock(random, subject, page.title),
  ];
}

function leafBody(page: SyntheticPage, site: SyntheticSite, random: Random, subject: string): string[] {
  const parent = page.parent ? site.byPath.get(page.parent) : undefined;
  const blocks = [
    `${paragraph(random, 3)} This page is part of [${parent?.title ?? "the section"}](${parent?.path ?? page.path}).`,
  ];
  headingsOf(page).forEach((heading, index) => {
    blocks.push(`## ${heading}`);
    if (heading === "Next steps") {
      blocks.push(nextSteps(page, site, random));
      return;
    }
    blocks.push(`${paragraph(random, random.int(2, 4))} ${crossLink(site, random)}`);
    if (index % 2 === 0) blocks.push(table(random));
    if (index % 3 === 1) blocks.push(bulletList(random));
    const kind = (index + page.weight) % 3;
    const action = random.pick(ACTIONS);
    blocks.push(
      kind === 0
        ? jsonBlock(random, subject, page.title)
        : kind === 1
          ? jsBlock(random, action, subject)
          : bashBlock(random, subject),
    );
    blocks.push(paragraph(random, 2));
  });
  return blocks;
}

function paragraph(random: Random, sentences: number): string {
  return Array.from({ length: sentences }, () => sentence(random)).join(" ");
}

function sentence(random: Random): string {
  return random
    .pick(SENTENCES)
    .replace("$s", random.pick(SUBJECTS))
    .replace("$a", random.pick(ACTIONS))
    .replace("$q", random.pick(QUALIFIERS))
    .replace("$n", String(random.pick([5, 10, 25, 50, 100])));
}

function crossLink(site: SyntheticSite, random: Random): string {
  const target = random.pick(site.leaves);
  const heading = random.pick(headingsOf(target));
  return `The same applies in [${target.title}](${target.path}#${headingSlug(heading)}), under "${heading}".`;
}

function table(random: Random): string {
  const rows = random.sample(SUBJECTS, random.int(3, 6)).map((subject) => {
    const field = subject.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
    return `| \`${field}\` | ${random.pick(["String", "Int", "Boolean", "ID", "[Location!]"])} | ${sentence(random)} |`;
  });
  return ["| Field | Type | Description |", "| ----- | ---- | ----------- |", ...rows].join("\n");
}

function bulletList(random: Random): string {
  return Array.from({ length: random.int(3, 5) }, () => `- ${sentence(random)}`).join("\n");
}

function nextSteps(page: SyntheticPage, site: SyntheticSite, random: Random): string {
  const parent = page.parent ? site.byPath.get(page.parent) : undefined;
  const sibling = parent ? site.byPath.get(random.pick(parent.children)) : undefined;
  const links = [
    sibling && `- [${sibling.title}](${sibling.path}): a related task in the same topic.`,
    `- [A real guide](${random.pick(site.realPaths)}): the hand-written documentation on this subject.`,
    `- ${crossLink(site, random)}`,
  ];
  return links.filter(Boolean).join("\n");
}
