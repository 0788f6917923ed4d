import { join } from "node:path";
import { readDesignTokens } from "#build/design/read-design-tokens.ts";
import { createCodeHighlighter, type Highlighter } from "#build/markdown/highlighter.ts";
import { renderMarkdown, type MarkdownOptions, type RenderedMarkdown } from "#build/markdown/render-markdown.ts";

const rootDir = join(import.meta.dirname, "../..");
let highlighter: Promise<Highlighter> | undefined;

/** Renders Markdown with the site's real pipeline, public folder and design tokens, unless `overrides` says otherwise. */
export async function renderTestMarkdown(
  markdown: string,
  overrides: Partial<MarkdownOptions> = {},
): Promise<RenderedMarkdown> {
  highlighter ??= createCodeHighlighter();
  return renderMarkdown(markdown, {
    highlighter: await highlighter,
    publicDir: join(rootDir, "public"),
    tokens: readDesignTokens(join(rootDir, "app/styles/tokens.css")),
    shareHost: "https://share.example.test",
    ...overrides,
  });
}
