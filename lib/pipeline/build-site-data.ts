import { join } from "node:path";
import { buildPlaceholders } from "../config/placeholders.ts";
import type { SiteConfig } from "../config/resolve-site-config.ts";
import { buildTree } from "../content/build-tree.ts";
import { ContentError, type ContentProblem } from "../content/content-problem.ts";
import { walkTree, type DocNode } from "../content/doc-node.ts";
import { loadContentFiles } from "../content/load-content-files.ts";
import { checkTargets } from "../content/resolve-targets.ts";
import { readDesignTokens } from "../design/read-design-tokens.ts";
import { createCodeHighlighter } from "../markdown/highlighter.ts";
import { renderMarkdown, type TocHeading } from "../markdown/render-markdown.ts";
import { checkPageCode } from "./check-page-code.ts";
import { checkLinks, type LinkedPage } from "./check-links.ts";
import { readLastUpdated } from "./git-dates.ts";

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
}): Promise<SiteData> {
  const { rootDir, config } = options;
  const contentDir = options.contentDir ?? "content";
  const loaded = loadContentFiles({ rootDir, contentDir, placeholders: buildPlaceholders(config), slug: config.slug });
  const problems: ContentProblem[] = [...loaded.problems];
  const built = buildTree(loaded.files);
  problems.push(...built.problems);
  if (!built.tree) throw new ContentError(problems);
  const tree = built.tree;
  problems.push(...checkTargets(tree));

  const highlighter = await createCodeHighlighter();
  const publicDir = join(rootDir, "public");
  const tokens = readDesignTokens(join(rootDir, "app/styles/tokens.css"));
  const lastUpdated = readLastUpdated(rootDir, contentDir);
  const filesByPath = new Map(loaded.files.map((file) => [file.path, file]));
  const pages: PageRecord[] = [];
  const linked: LinkedPage[] = [];
  const stats = { pages: 0, codeBlocksChecked: 0, graphqlBlocksChecked: 0 };
  for (const node of walkTree(tree)) {
    const file = filesByPath.get(node.path);
    if (node.type !== "markdown" || !file) continue;
    const rendered = await renderMarkdown(file.body, { highlighter, publicDir, tokens });
    const at = (line: number) => file.bodyLine + line - 1;
    problems.push(...rendered.messages.map((m) => ({ file: file.file, line: at(m.line), message: m.message })));
    const code = checkPageCode(rendered.codeBlocks);
    problems.push(...code.problems.map((p) => ({ file: file.file, line: at(p.line), message: p.message })));
    stats.codeBlocksChecked += code.checked;
    stats.graphqlBlocksChecked += code.graphql;
    linked.push({
      path: node.path,
      file: file.file,
      bodyLine: file.bodyLine,
      links: rendered.links,
      anchors: rendered.anchors,
    });
    pages.push({
      path: node.path,
      file: file.file,
      html: rendered.html,
      headings: rendered.headings,
      hasBody: file.body.trim() !== "",
      markdown: file.body,
      lastUpdated: lastUpdated.get(file.file),
    });
  }
  problems.push(...checkLinks(tree, linked));
  if (problems.length > 0) throw new ContentError(problems);
  stats.pages = pages.length;
  return { tree, pages, highlightCss: highlighter.css(), stats };
}
