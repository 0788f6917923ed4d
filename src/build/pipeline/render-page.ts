import { join } from "node:path";
import type { ContentProblem } from "#build/content/content-problem.ts";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { readDesignTokens } from "#build/design/read-design-tokens.ts";
import { createCodeHighlighter, type Highlighter } from "#build/markdown/highlighter.ts";
import { renderMarkdown, type PageLink, type TocHeading } from "#build/markdown/render-markdown.ts";
import { linkGraphqlCode } from "#build/graphql/schema-links.ts";
import { checkPageCode, type BlockSchemaUsage } from "./check-page-code.ts";

/** One Markdown page to render: its route, its file and its body. */
export interface PageJob {
  path: string;
  /** File relative to the repository root, for messages. */
  file: string;
  body: string;
  /** Line of the file on which the body starts. */
  bodyLine: number;
  /** Link GraphQL names in code blocks to the schema reference and report the types each block uses. */
  schemaLinks?: boolean;
}

/** What rendering and checking one page produced; problems carry file lines. */
export interface RenderedPage {
  html: string;
  headings: TocHeading[];
  links: PageLink[];
  anchors: string[];
  problems: ContentProblem[];
  /** The schema types each valid graphql block uses (when `schemaLinks` is set). */
  schemaUsage: BlockSchemaUsage[];
  codeBlocksChecked: number;
  graphqlBlocksChecked: number;
}

/** Rendered pages in the order of their jobs, with the syntax-colour CSS they use. */
export interface RenderedBatch {
  pages: RenderedPage[];
  highlightCss: string;
}

/** What rendering needs once per thread: the highlighter, the site's public folder and design tokens, the embed host. */
export interface RenderContext {
  highlighter: Highlighter;
  publicDir: string;
  tokens: ReturnType<typeof readDesignTokens>;
  shareHost: string;
}

/** Prepares a thread for rendering: loads Shiki's grammars and reads the design tokens. */
export async function createRenderContext(rootDir: string): Promise<RenderContext> {
  return {
    highlighter: await createCodeHighlighter(),
    publicDir: join(rootDir, "public"),
    tokens: readDesignTokens(join(rootDir, "app/styles/tokens.css")),
    shareHost: getSiteConfig().shareHost,
  };
}

/** Renders and checks pages one after another in this thread. */
export async function renderPagesHere(jobs: PageJob[], rootDir: string): Promise<RenderedBatch> {
  const context = await createRenderContext(rootDir);
  const pages: RenderedPage[] = [];
  for (const job of jobs) pages.push(await renderPage(job, context));
  return { pages, highlightCss: context.highlighter.css() };
}

/** Renders one page and checks its code; problems carry the file and its line. */
export async function renderPage(job: PageJob, context: RenderContext): Promise<RenderedPage> {
  const rendered = await renderMarkdown(job.body, {
    ...context,
    linkCode: job.schemaLinks ? linkGraphqlCode : undefined,
  });
  const at = (line: number) => job.bodyLine + line - 1;
  const code = checkPageCode(rendered.codeBlocks, { traceSchema: job.schemaLinks });
  const problems = [...rendered.messages, ...code.problems].map((p) => ({
    file: job.file,
    line: at(p.line),
    message: p.message,
  }));
  return {
    html: rendered.html,
    headings: rendered.headings,
    links: rendered.links,
    anchors: rendered.anchors,
    problems,
    schemaUsage: code.schemaUsage,
    codeBlocksChecked: code.checked,
    graphqlBlocksChecked: code.graphql,
  };
}
