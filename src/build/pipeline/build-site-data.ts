import { join } from "node:path";
import { buildPlaceholders } from "#build/config/placeholders.ts";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import { buildTree } from "#build/content/build-tree.ts";
import { ContentError, type ContentProblem } from "#build/content/content-problem.ts";
import { invariant } from "#shared/invariant.ts";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import { loadContentFiles } from "#build/content/load-content-files.ts";
import { checkTargets } from "#build/content/resolve-targets.ts";
import type { TocHeading } from "#build/markdown/render-markdown.ts";
import { checkLinks, type LinkedPage } from "./check-links.ts";
import { readLastUpdated } from "./git-dates.ts";
import type { PageJob, RenderedPage } from "./render-page.ts";
import { createPageRenderer, type PageRenderer } from "./render-pages.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import type { GuideExample, PageGenerator, PageSection } from "#build/generated-pages/generated-page.ts";
import { GENERATORS } from "#build/generated-pages/generators.ts";
import { activeGenerators, runGenerators, type GeneratedFile } from "#build/generated-pages/run-generators.ts";
import { checkGeneratedPlaceholders } from "#build/generated-pages/check-generated-placeholders.ts";
import { expandApiChanges } from "#build/generated-pages/api-changes/expand-api-changes.ts";
import { loadReferenceHistory } from "#build/generated-pages/api-changes/load-version-changes.ts";
import { listBreakingChanges } from "#build/generated-pages/api-changes/breaking-changes.ts";
import type { BreakingChangesFile } from "#shared/operation-checker.ts";

/** One rendered markdown page, as the routes read it. */
export interface PageRecord {
  path: string;
  file: string;
  html: string;
  headings: TocHeading[];
  hasBody: boolean;
  /** The page's Markdown with placeholders filled, for the Markdown export. */
  markdown: string;
  lastUpdated?: string;
  /** It holds an embed configurator, whose preview frames the embed host. */
  embedPreview: boolean;
}

/** The whole site: its tree and every rendered page. */
export interface SiteData {
  tree: DocNode;
  pages: PageRecord[];
  highlightCss: string;
  /** For the operation checker, on a site whose content lists the API changes (`::api-changes`). */
  breakingChanges?: BreakingChangesFile;
  stats: { pages: number; codeBlocksChecked: number; graphqlBlocksChecked: number };
}

/** Runs the content pipeline: load, validate, build the tree, resolve targets, render, check code and links. */
export async function buildSiteData(options: {
  rootDir: string;
  config: SiteConfig;
  contentDir?: string;
  /** Threads to render with, at most: more than 1 only when the build runs compiled (src/build/config/build-tool.ts). */
  workers?: number;
  /** Page generators to run (src/build/generated-pages/generators.ts by default). */
  generators?: PageGenerator[];
  /**
   * Hears of each page's record as soon as the page is rendered, while the others still render (the site cache
   * writes it then, in a thread that would otherwise wait); `pages` still lists them all. A build that then fails
   * has heard of some pages.
   */
  onPage?: (record: PageRecord) => void;
}): Promise<SiteData> {
  const { rootDir, config } = options;
  const contentDir = options.contentDir ?? "content";
  const loaded = loadContentFiles({ rootDir, contentDir, placeholders: buildPlaceholders(config), slug: config.slug });
  const apiChanges = expandApiChanges(loaded.files, {
    loadSchema: () => loadSchema(),
    referenceRepository: config.repositories.graphqlReference,
  });
  const problems: ContentProblem[] = [...loaded.problems, ...apiChanges.problems];

  // Generated pages (src/build/generated-pages) join the content files before they render or, for generators that
  // read what rendering found (the guides' examples, the troubleshooting sections), after.
  const generators = activeGenerators(options.generators ?? GENERATORS, loaded.files);
  const source = {
    rootDir,
    loadSchema: () => loadSchema(),
    loadReferenceHistory: () => loadReferenceHistory(join(rootDir, "schema", "reference-history")),
  };
  const before = runGenerators(generators, "before-render", source, loaded.files);
  problems.push(...before.problems, ...checkGeneratedPlaceholders(before.files, rootDir));
  const contentFiles = [...loaded.files, ...before.files];
  // A site without a tree stops here, before anything is rendered; its problems are reported with the final tree's.
  const built = buildTree(contentFiles);
  if (!built.tree) throw new ContentError([...problems, ...built.problems]);
  const schemaLinks = generators.some((generator) => generator.linksCode);
  // Its threads, if it starts any, wait for the generated pages between the two rounds.
  const renderer = createPageRenderer({ rootDir, workers: options.workers ?? 1 });
  // The pages' last-updated dates, read once rendering has begun (git runs while the worker threads start). Every
  // rendered page arrives in a later turn of the event loop than this function's, so after them.
  const dates: { lastUpdated?: Map<string, string> } = {};
  const onRendered = options.onPage
    ? (job: PageJob, page: RenderedPage) => {
        invariant(dates.lastUpdated, "the pages' last-updated dates are read before a rendered page is heard of");
        options.onPage?.(pageRecord(job, page, dates.lastUpdated));
      }
    : undefined;
  const rendering = renderFiles(renderer, contentFiles, schemaLinks, onRendered);
  const lastUpdated = readLastUpdated(rootDir, contentDir);
  dates.lastUpdated = lastUpdated;
  const content = await rendering;
  const after = runGenerators(
    generators,
    "after-render",
    {
      ...source,
      guides: listGuideExamples(loaded.files, content.pages),
      troubleshootingSections: listTroubleshootingSections(loaded.files, content.pages),
    },
    contentFiles,
  );
  problems.push(...after.problems, ...checkGeneratedPlaceholders(after.files, rootDir));
  const final = after.files.length > 0 ? buildTree([...contentFiles, ...after.files]) : built;
  if (!final.tree) throw new ContentError([...problems, ...final.problems]);
  const tree = final.tree;
  const extra = await renderFiles(renderer, after.files, schemaLinks, onRendered);
  const highlightCss = await renderer.finish();
  problems.push(...final.problems, ...checkTargets(tree));
  const rendered = new Map([...content.pages, ...extra.pages]);

  const pages: PageRecord[] = [];
  const linked: LinkedPage[] = [];
  const stats = { pages: 0, codeBlocksChecked: 0, graphqlBlocksChecked: 0 };
  for (const node of walkTree(tree)) {
    const entry = rendered.get(node.path);
    if (node.type !== "markdown" || !entry) continue;
    const { job, page } = entry;
    problems.push(...page.problems);
    stats.codeBlocksChecked += page.codeBlocksChecked;
    stats.graphqlBlocksChecked += page.graphqlBlocksChecked;
    linked.push({ path: job.path, file: job.file, bodyLine: job.bodyLine, links: page.links, anchors: page.anchors });
    pages.push(pageRecord(job, page, lastUpdated));
  }
  problems.push(...checkLinks(tree, linked));
  if (problems.length > 0) throw new ContentError(problems);
  stats.pages = pages.length;
  const breakingChanges = apiChanges.changes && listBreakingChanges(apiChanges.changes);
  return { tree, pages, highlightCss, breakingChanges, stats };
}

/** What the routes read of one rendered page. */
function pageRecord(job: PageJob, page: RenderedPage, lastUpdated: Map<string, string>): PageRecord {
  return {
    path: job.path,
    file: job.file,
    html: page.html,
    headings: page.headings,
    hasBody: job.body.trim() !== "",
    markdown: job.body,
    lastUpdated: lastUpdated.get(job.file),
    embedPreview: page.embedPreview,
  };
}

/** Rendered pages of some files, each with its job; `onRendered` hears of each as it is done. */
async function renderFiles(
  renderer: PageRenderer,
  files: GeneratedFile[],
  schemaLinks: boolean,
  onRendered?: (job: PageJob, page: RenderedPage) => void,
): Promise<{ pages: [string, { job: PageJob; page: RenderedPage }][] }> {
  const jobs: PageJob[] = files
    .filter((file) => file.metadata.redirect === undefined && !file.metadata.forward)
    .map((file) => ({
      path: file.path,
      file: file.file,
      body: file.body,
      bodyLine: file.bodyLine,
      schemaLinks,
      tree: file.tree,
    }));
  const rendered = await renderer.render(
    jobs,
    onRendered &&
      ((index, page) => {
        const job = jobs[index];
        invariant(job, `a rendered page answers job ${index} of ${jobs.length}`);
        onRendered(job, page);
      }),
  );
  return {
    pages: jobs.map((job, index) => {
      const page = rendered[index];
      invariant(page, `no rendered page for \`${job.path}\``);
      return [job.path, { job, page }];
    }),
  };
}

/** Each validated graphql block of the content pages with the types whose fields it selects, for the reference. */
function listGuideExamples(
  files: ContentFile[],
  pages: [string, { job: PageJob; page: RenderedPage }][],
): GuideExample[] {
  const titles = new Map(files.map((file) => [file.path, file.metadata.title]));
  return pages.flatMap(([path, { page }]) => {
    const title = titles.get(path);
    // Generated pages rendered beside the content (the example operations) are not guides.
    if (title === undefined) return [];
    return page.schemaUsage.map((usage) => ({ path, title, anchor: usage.anchor, types: usage.types }));
  });
}

/** Each content page's "What can go wrong" section, for the Troubleshooting page. */
function listTroubleshootingSections(
  files: ContentFile[],
  pages: [string, { job: PageJob; page: RenderedPage }][],
): PageSection[] {
  const titles = new Map(files.map((file) => [file.path, file.metadata.title]));
  return pages.flatMap(([path, { job, page }]) => {
    const title = titles.get(path);
    if (title === undefined || !page.troubleshooting) return [];
    return [{ path, title, file: job.file, bodyLine: job.bodyLine, section: page.troubleshooting }];
  });
}
