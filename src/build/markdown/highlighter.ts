import { bundledThemes, createHighlighter, type BundledLanguage, type ShikiTransformer, type ThemedToken } from "shiki";
import { transformerMetaHighlight, transformerStyleToClass } from "@shikijs/transformers";
import type { Element } from "hast";
import { HIGHLIGHT_GRAMMARS, resolveCodeLanguage } from "#shared/code-languages.ts";
import { invariant } from "#shared/invariant.ts";
import { memoizeLineTokens } from "./line-token-memo.ts";
import { pairThemes } from "./paired-theme.ts";

// The grammars come from the one language table shared with the checks and the runner.
const LANGUAGES = new Set(HIGHLIGHT_GRAMMARS);

/** Build-time syntax highlighter: light and dark themes as CSS classes, so pages carry no inline colours. */
export interface Highlighter {
  /**
   * Loads the grammars of these fence languages, each the first time it is asked for. Shiki compiles a grammar when
   * it loads it (the 18 of the language table took 65 ms more than the 4 of the bench corpus), so only the grammars
   * pages use are loaded.
   */
  load(langs: Iterable<string>): Promise<void>;
  /** Highlights one block; its language's grammar must be loaded (`load`). */
  highlight(code: string, lang: string, meta: string): Element;
  /** The CSS for every colour class used so far. */
  css(): string;
}

/** Creates the Shiki highlighter once for a build. */
export async function createCodeHighlighter(): Promise<Highlighter> {
  const [light, dark] = await Promise.all([
    bundledThemes["github-light-default"]().then((module) => module.default),
    bundledThemes["github-dark-default"]().then((module) => module.default),
  ]);
  // One tokenization for both themes (./paired-theme.ts); the output is Shiki's for `themes: { light, dark }`.
  const paired = pairThemes(light, dark);
  const shiki = await createHighlighter({ themes: [paired.theme], langs: [] });
  const toClass = transformerStyleToClass({ classPrefix: "sk-" });
  const tokenClasses = classPerStyle(toClass);
  const loaded = new Set<string>(["text"]);
  return {
    async load(langs) {
      const missing = new Set<string>();
      for (const lang of langs) {
        const { grammar } = resolveCodeLanguage(lang);
        if (!loaded.has(grammar) && LANGUAGES.has(grammar)) missing.add(grammar);
      }
      if (missing.size === 0) return;
      await shiki.loadLanguage(...([...missing] as BundledLanguage[]));
      for (const grammar of missing) {
        // Safe with the one paired theme: a line's remembered tokens carry that theme's colours.
        memoizeLineTokens(shiki.getLanguage(grammar));
        loaded.add(grammar);
      }
    },
    highlight(code, lang, meta) {
      const language = resolveCodeLanguage(lang).grammar;
      invariant(
        loaded.has(language),
        `the ${language} grammar is loaded (Highlighter.load) before a block is highlighted`,
      );
      const root = shiki.codeToHast(code, {
        lang: language,
        theme: paired.theme.name,
        meta: { __raw: meta },
        // No time limit: the first use of an embedded grammar (CSS in HTML) compiles it inside the limit, and on a
        // busy machine the line would silently fall back to plain text in one theme only.
        tokenizeTimeLimit: 0,
        transformers: [transformerMetaHighlight(), paired.transformer, tokenClasses, { ...toClass, tokens: undefined }],
      });
      const pre = root.children[0] as Element;
      return pre;
    },
    css: () => toClass.getCSS(),
  };
}

/**
 * The tokens' part of Shiki's style-to-class transformer, which names a token's class by hashing its style: once per
 * style object here (paired-theme.ts shares one object per style) rather than once per token. The class, and the CSS
 * the transformer collects, are the transformer's own; its `pre` and `span` parts still run as they are.
 */
function classPerStyle(toClass: ShikiTransformer): ShikiTransformer {
  const tokensToClasses = toClass.tokens;
  invariant(tokensToClasses, "Shiki's style-to-class transformer has a `tokens` hook");
  const classes = new WeakMap<object, string>();
  return {
    name: "class-per-style",
    tokens(lines) {
      for (const line of lines) {
        for (const token of line) {
          const style = token.htmlStyle;
          if (!style) continue;
          if (typeof style !== "object") {
            tokensToClasses.call(this, [[token]]);
            continue;
          }
          let className = classes.get(style);
          if (className === undefined) {
            const probe: ThemedToken = { ...token, htmlAttrs: undefined };
            tokensToClasses.call(this, [[probe]]);
            className = probe.htmlAttrs?.class ?? "";
            classes.set(style, className);
          }
          token.htmlStyle = {};
          token.htmlAttrs = {
            ...token.htmlAttrs,
            class: token.htmlAttrs?.class ? `${token.htmlAttrs.class} ${className}` : className,
          };
        }
      }
    },
  };
}
