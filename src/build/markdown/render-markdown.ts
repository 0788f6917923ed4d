import type { Root as HastRoot, Element } from "hast";
import type { Root as MdastRoot } from "mdast";
import { toString } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkGemoji from "remark-gemoji";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { VFile } from "vfile";
import { invariant } from "#shared/invariant.ts";
import { annotateCodeBlocks, codeBlockHandlers, type LinkCode } from "./annotate-code-blocks.ts";
import type { CodeBlock } from "./code-block.ts";
import type { Highlighter } from "./highlighter.ts";
import { rehypeCodeBlocks } from "./rehype-code-blocks.ts";
import { rehypeEmbedConfigurator } from "./rehype-embed-configurator.ts";
import { rehypeOperationChecker } from "./rehype-operation-checker.ts";
import { rehypeCodeIdentifiers } from "./rehype-code-identifiers.ts";
import { rehypeRequestSnippets } from "./request-snippets/rehype-request-snippets.ts";
import type { RequestSnippetApi } from "./request-snippets/generate-request-snippets.ts";
import { remarkHeadingIds } from "./remark-heading-ids.ts";
import { rehypeImages } from "./rehype-images.ts";
import { remarkCallouts } from "./remark-callouts.ts";
import { remarkRejectHtml } from "./remark-reject-html.ts";
import { remarkSiteDirectives, type SiteDirectiveOptions } from "./remark-site-directives.ts";
import { remarkTabs } from "./remark-tabs.ts";
import { remarkParseGfm } from "./gfm-syntax.ts";
import {
  copyTroubleshootingSection,
  withRenderedAnchor,
  type TroubleshootingSection,
} from "./troubleshooting-section.ts";
import { sanitizeSchema } from "./sanitize-schema.ts";

import type { TocHeading } from "#shared/toc-heading.ts";
export type { TocHeading };

/** A link found in a page, for the link check. */
export interface PageLink {
  href: string;
  line: number;
}

/** Everything the site needs from one page's Markdown. */
export interface RenderedMarkdown {
  html: string;
  headings: TocHeading[];
  /** Every id in the page, for checking `#anchor` links. */
  anchors: string[];
  links: PageLink[];
  codeBlocks: CodeBlock[];
  /** Problems found while rendering, with lines relative to the Markdown body. */
  messages: { line: number; message: string }[];
  /** The page's "What can go wrong" section, for the Troubleshooting page. */
  troubleshooting?: TroubleshootingSection;
}

/** Build-time inputs of the Markdown pipeline. */
export interface MarkdownOptions extends SiteDirectiveOptions {
  highlighter: Highlighter;
  /** Links for names in code blocks (GraphQL fields and types to the schema reference); none when absent. */
  linkCode?: LinkCode;
  /** The endpoint and public token of the request snippets after runnable blocks; without it there are none. */
  requestSnippets?: RequestSnippetApi;
}

/** What the pipeline's own passes gather from one page while it renders; kept in the page's VFile. */
interface PageFindings {
  headings: TocHeading[];
  anchors: string[];
  links: PageLink[];
  codeBlocks: CodeBlock[];
  /** What the Markdown holds of what some later steps fill in (`runsWhere`). */
  holds: Set<"image" | "table" | "embed-configurator" | "operation-checker">;
}

declare module "vfile" {
  interface DataMap {
    findings: PageFindings;
  }
}

/**
 * Renders one page's Markdown body to HTML with its headings, links and code blocks; a page made as a syntax tree
 * (src/build/generated-pages/) passes it as `tree`, with its Markdown export as `markdown`.
 */
export type MarkdownRenderer = (markdown: string, tree?: MdastRoot) => Promise<RenderedMarkdown>;

/**
 * The Markdown pipeline, set up once for many pages: unified runs every plugin's set-up (GFM's syntax extensions, the
 * sanitiser's schema, the slugger) when a processor is first used, and a fresh processor per page repeated it.
 */
export function createMarkdownRenderer(options: MarkdownOptions): MarkdownRenderer {
  const processor = createProcessor(options);
  return async (markdown, parsed) => {
    const findings: PageFindings = { headings: [], anchors: [], links: [], codeBlocks: [], holds: new Set() };
    const file = new VFile({ value: markdown, data: { findings } });
    const tree = parsed ?? processor.parse(file);
    const troubleshooting = copyTroubleshootingSection(tree);
    const hast = await processor.run(tree, file);
    const html = processor.stringify(hast, file);
    const messages = file.messages.map((m) => ({ line: m.line ?? 1, message: m.reason }));
    // Code blocks get their ids after the anchors are collected (rehype-code-blocks.ts); graphql blocks can be linked to.
    for (const block of findings.codeBlocks) if (block.anchor) findings.anchors.push(block.anchor);
    const { headings, anchors, links, codeBlocks } = findings;
    return {
      html,
      headings,
      anchors,
      links,
      codeBlocks,
      messages,
      troubleshooting: withRenderedAnchor(troubleshooting, hast),
    };
  };
}

/** The Markdown pipeline, from Markdown with GFM's syntax to HTML. */
function createProcessor(options: MarkdownOptions) {
  return (
    unified()
      .use(remarkParseGfm)
      .use(remarkDirective)
      .use(remarkGemojiWhereUsed)
      .use(remarkRejectHtml)
      .use(() => (tree: MdastRoot, file: VFile) => {
        findingsOf(file).codeBlocks = annotateCodeBlocks(tree, file, options.linkCode);
      })
      .use(remarkCallouts)
      .use(remarkTabs)
      .use(remarkSiteDirectives, options)
      // After the directives, so the links they write (such as `::schema-deprecations`) are checked too.
      .use(() => (tree: MdastRoot, file: VFile) => {
        const { links, holds } = findingsOf(file);
        visit(tree, (node) => {
          if (node.type === "link" || node.type === "definition" || node.type === "image") {
            links.push({ href: node.url, line: node.position?.start.line ?? 1 });
          }
          if (node.type === "image" || node.type === "imageReference") holds.add("image");
          else if (node.type === "table") holds.add("table");
          else if (
            node.type === "leafDirective" &&
            (node.name === "embed-configurator" || node.name === "operation-checker")
          ) {
            holds.add(node.name);
          }
        });
      })
      .use(remarkHeadingIds)
      .use(remarkRehype, { handlers: codeBlockHandlers })
      .use(rehypeSanitize, sanitizeSchema)
      .use(rehypeSlug)
      .use(() => (tree: HastRoot, file: VFile) => collectStructure(tree, findingsOf(file)))
      .use(rehypeAutolinkHeadings, {
        behavior: "append",
        test: ["h2", "h3", "h4"],
        properties: { className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
        content: { type: "text", value: "#" },
      })
      .use(rehypeExternalLinks, {
        rel: ["noopener", "noreferrer"],
        properties: { className: ["external-link"] },
      })
      .use(runsWhere((page) => page.holds.has("image"), rehypeImages({ publicDir: options.publicDir })))
      .use(() => rehypeCodeIdentifiers((file) => findingsOf(file).codeBlocks.map((block) => block.code)))
      .use(rehypeCodeBlocks, { highlighter: options.highlighter })
      .use(
        runsWhere(
          (page) => page.codeBlocks.some((block) => block.runnable),
          rehypeRequestSnippets(options.requestSnippets),
        ),
      )
      .use(runsWhere((page) => page.holds.has("table"), rehypeWrapTables()))
      // After sanitising and highlighting: it builds form controls and a plain snippet from the shared field list.
      .use(
        runsWhere(
          (page) => page.holds.has("embed-configurator"),
          rehypeEmbedConfigurator({ shareHost: options.shareHost }),
        ),
      )
      .use(runsWhere((page) => page.holds.has("operation-checker"), rehypeOperationChecker()))
      // Raw nodes are only the highlighted code's HTML (rehype-code-blocks.ts): the sanitiser removed any other.
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze()
  );
}

/** Renders one page's Markdown with a pipeline of its own; a build renders many with `createMarkdownRenderer`. */
export function renderMarkdown(markdown: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  return createMarkdownRenderer(options)(markdown);
}

/** Gemoji shortcodes (`:tada:`) in the pages that have one: its search visits every text node of every page. */
function remarkGemojiWhereUsed() {
  const replaceShortcodes = remarkGemoji();
  return (tree: MdastRoot, file: VFile) => {
    if (/:[+\w-]+:/.test(String(file.value))) replaceShortcodes(tree);
  };
}

/**
 * A step that runs only on the pages that need it, as the page's findings tell: each of these walks every element of
 * the page for what few pages have (an image, a table, a widget's placeholder, a runnable block). On the 500-page
 * synthetic bench site the five walks were 2% of a render thread's time, and about a sixth of its plugins' own.
 */
function runsWhere(
  needed: (page: PageFindings) => boolean,
  step: (tree: HastRoot, file: VFile) => void,
): () => (tree: HastRoot, file: VFile) => void {
  return () => (tree, file) => (needed(findingsOf(file)) ? step(tree, file) : undefined);
}

function findingsOf(file: VFile): PageFindings {
  const { findings } = file.data;
  invariant(findings, "the Markdown pipeline ran on a file without its findings");
  return findings;
}

function collectStructure(tree: HastRoot, { headings, anchors }: PageFindings) {
  visit(tree, "element", (node: Element) => {
    const id = node.properties.id;
    if (typeof id === "string") anchors.push(id);
    if ((node.tagName === "h2" || node.tagName === "h3") && typeof id === "string") {
      headings.push({ depth: node.tagName === "h2" ? 2 : 3, id, text: toString(node) });
    }
  });
}

/** Wraps tables in a focusable scroll container so wide tables scroll on narrow screens. */
function rehypeWrapTables() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      // Highlighted code is most of a page's elements and never holds a table.
      if (node.tagName === "pre") return SKIP;
      if (node.tagName !== "table" || !parent || index === undefined) return;
      parent.children[index] = {
        type: "element",
        tagName: "div",
        properties: { className: ["table-scroll"], tabIndex: 0, role: "region", ariaLabel: "Table" },
        children: [node],
      };
      return [SKIP, index + 1];
    });
  };
}
