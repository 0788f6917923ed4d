import { createHighlighter, type BundledLanguage } from "shiki";
import { transformerMetaHighlight, transformerStyleToClass } from "@shikijs/transformers";
import type { Element } from "hast";
import { HIGHLIGHT_GRAMMARS, resolveCodeLanguage } from "#shared/code-languages.ts";

// The grammars come from the one language table shared with the checks and the runner.
const LANGUAGES = HIGHLIGHT_GRAMMARS as BundledLanguage[];

/** Build-time syntax highlighter: light and dark themes as CSS classes, so pages carry no inline colours. */
export interface Highlighter {
  highlight(code: string, lang: string, meta: string): Element;
  /** The CSS for every colour class used so far. */
  css(): string;
}

/** Creates the Shiki highlighter once for a build. */
export async function createCodeHighlighter(): Promise<Highlighter> {
  const shiki = await createHighlighter({ themes: ["github-light-default", "github-dark-default"], langs: LANGUAGES });
  const toClass = transformerStyleToClass({ classPrefix: "sk-" });
  return {
    highlight(code, lang, meta) {
      const language = resolveCodeLanguage(lang).grammar;
      const root = shiki.codeToHast(code, {
        lang: language,
        themes: { light: "github-light-default", dark: "github-dark-default" },
        defaultColor: false,
        meta: { __raw: meta },
        // No time limit: the first use of an embedded grammar (CSS in HTML) compiles it inside the limit, and on a
        // busy machine the line would silently fall back to plain text in one theme only.
        tokenizeTimeLimit: 0,
        transformers: [transformerMetaHighlight(), toClass],
      });
      const pre = root.children[0] as Element;
      return pre;
    },
    css: () => toClass.getCSS(),
  };
}
