import { join } from "node:path";
import type { Root as MdastRoot } from "mdast";
import type { ContentProblem } from "#build/content/content-problem.ts";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { readDesignTokens } from "#build/design/read-design-tokens.ts";
import { createCodeHighlighter, type Highlighter } from "#build/markdown/highlighter.ts";
import {
  createMarkdownRenderer,
  type MarkdownRenderer,
  type PageLink,
  type TocHeading,
} from "#build/markdown/render-markdown.ts";
import type { TroubleshootingSection } from "#build/markdown/troubleshooting-section.ts";
import { linkGraphqlCode } from "#build/graphql/schema-links.ts";
import { hasEmbedPreview } from "#build/publish/content-security-policy.ts";
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
  /** The page's syntax tree, when it is made as one (`body` is then its Markdown export). */
  tree?: MdastRoot;
}

/** What rendering and checking one page produced; problems carry file lines. */
export interface RenderedPage {
  html: string;
  headings: TocHeading[];
  links: PageLink[];
  anchors: string[];
  /** The page's "What can go wrong" section, for the Troubleshooting page. */
  troubleshooting?: TroubleshootingSection;
  problems: ContentProblem[];
  /** The schema types each valid graphql block uses (when `schemaLinks` is set). */
  schemaUsage: BlockSchemaUsage[];
  codeBlocksChecked: number;
  graphqlBlocksChecked: number;
  /** It holds an embed configurator, whose preview frames the embed host (the page's security policy allows it). */
  embedPreview: boolean;
}

/**
 * What rendering needs once per thread: the highlighter (for its CSS) and the Markdown pipeline, with and without
 * links from code to the schema reference.
 */
export interface RenderContext {
  highlighter: Highlighter;
  markdown: { plain: MarkdownRenderer; schemaLinked: MarkdownRenderer };
}

/** Prepares a thread for rendering: loads Shiki's grammars, reads the design tokens and sets up the pipeline. */
export async function createRenderContext(rootDir: string): Promise<RenderContext> {
  const options = {
    highlighter: await createCodeHighlighter(),
    publicDir: join(rootDir, "public"),
    tokens: readDesignTokens(join(rootDir, "app/styles/tokens.css")),
    shareHost: getSiteConfig().shareHost,
    requestSnippets: { endpoint: getSiteConfig().api.endpoint, token: getSiteConfig().graphqlAccessToken },
  };
  return {
    highlighter: options.highlighter,
    markdown: {
      plain: createMarkdownRenderer(options),
      schemaLinked: createMarkdownRenderer({ ...options, linkCode: linkGraphqlCode }),
    },
  };
}

/** Renders and checks pages one after another in this thread; `onResult` hears of each as it is done. */
export async function renderPagesHere(
  jobs: PageJob[],
  context: RenderContext,
  onResult?: (index: number, page: RenderedPage) => void,
): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const job of jobs) {
    const page = await renderPage(job, context);
    onResult?.(pages.length, page);
    pages.push(page);
    // Rendering settles only promises: without a turn of the event loop, work waiting on this thread's callbacks
    // (the islands' bundle, built at the same time) would wait for the last page. Measured on the 170-page bench
    // corpus: the build 4.75 s against 4.91 s.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return pages;
}

/** Renders one page and checks its code; problems carry the file and its line. */
export async function renderPage(job: PageJob, context: RenderContext): Promise<RenderedPage> {
  const render = job.schemaLinks ? context.markdown.schemaLinked : context.markdown.plain;
  const rendered = await render(job.body, job.tree);
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
    troubleshooting: rendered.troubleshooting,
    problems,
    schemaUsage: code.schemaUsage,
    codeBlocksChecked: code.checked,
    graphqlBlocksChecked: code.graphql,
    embedPreview: hasEmbedPreview(rendered.html),
  };
}
