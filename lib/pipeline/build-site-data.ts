import { buildPlaceholders } from "../config/placeholders.ts";
import type { SiteConfig } from "../config/resolve-site-config.ts";
import { buildTree } from "../content/build-tree.ts";
import { ContentError, invariant, type ContentProblem } from "../content/content-problem.ts";
import { walkTree, type DocNode } from "../content/doc-node.ts";
import { loadContentFiles } from "../content/load-content-files.ts";
import { generateTroubleshootingPage } from "../generated-pages/troubleshooting-page.ts";
import { checkTargets } from "../content/resolve-targets.ts";
import type { TocHeading } from "../markdown/render-markdown.ts";
import { checkLinks, type LinkedPage } from "./check-links.ts";
import { readLastUpdated } from "./git-dates.ts";
import type { PageJob } from "./render-page.ts";
import { renderPages } from "./render-pages.ts";

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
}

/** The whole site: its tree and every rendered page. */
export interface SiteData {
  tree: DocNode;
  pages: PageRecord[];
  highlightCss: string;
  stats: { pages: number; codeBlocksChecked: number; graphqlBlocksChecked: number };
}

/** Runs the content pipeline: load, validate, build the tree, resolve targets, render, check code and links. */
export async function buildSiteData(options: {
  rootDir: string;
  config: SiteConfig;
  contentDir?: string;
  /** Worker threads to render with; more than 1 needs the tsx loader (the build scripts run under tsx). */
  workers?: number;
}): Promise<SiteData> {
  const { rootDir, config } = options;
  const contentDir = options.contentDir ?? "content";
  const loaded = loadContentFiles({ rootDir, contentDir, placeholders: buildPlaceholders(config), slug: config.slug });
  loaded.files.push(...generateTroubleshootingPage(loaded.files));
  const problems: ContentProblem[] = [...loaded.problems];
  const built = buildTree(loaded.files);
  problems.push(...built.problems);
  if (!built.tree) throw new ContentError(problems);
  const tree = built.tree;
  problems.push(...checkTargets(tree));

  const filesByPath = new Map(loaded.files.map((file) => [file.path, file]));
  const jobs: PageJob[] = [];
  for (const node of walkTree(tree)) {
    const file = filesByPath.get(node.path);
    if (node.type === "markdown" && file)
      jobs.push({ path: node.path, file: file.file, body: file.body, bodyLine: file.bodyLine });
  }
  const rendering = renderPages(jobs, { rootDir, workers: options.workers ?? 1 });
  // Git runs while the worker threads render.
  const lastUpdated = readLastUpdated(rootDir, contentDir);
  const rendered = await rendering;
  const pages: PageRecord[] = [];
  const linked: LinkedPage[] = [];
  const stats = { pages: 0, codeBlocksChecked: 0, graphqlBlocksChecked: 0 };
  jobs.forEach((job, index) => {
    const page = rendered.pages[index];
    invariant(page, `no rendered page for \`${job.path}\``);
    problems.push(...page.problems);
    stats.codeBlocksChecked += page.codeBlocksChecked;
    stats.graphqlBlocksChecked += page.graphqlBlocksChecked;
    linked.push({ path: job.path, file: job.file, bodyLine: job.bodyLine, links: page.links, anchors: page.anchors });
    pages.push({
      path: job.path,
      file: job.file,
      html: page.html,
      headings: page.headings,
      hasBody: job.body.trim() !== "",
      markdown: job.body,
      lastUpdated: lastUpdated.get(job.file),
    });
  });
  problems.push(...checkLinks(tree, linked));
  if (problems.length > 0) throw new ContentError(problems);
  stats.pages = pages.length;
  return { tree, pages, highlightCss: rendered.highlightCss, stats };
}
