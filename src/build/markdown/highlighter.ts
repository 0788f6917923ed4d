import {
  bundledThemes,
  createHighlighter,
  createOnigurumaEngine,
  type BundledLanguage,
  type ShikiTransformer,
  type ThemedToken,
} from "shiki";
import { transformerStyleToClass } from "@shikijs/transformers";
import type { Element } from "hast";
import { HIGHLIGHT_GRAMMARS, resolveCodeLanguage } from "#shared/code-languages.ts";
import { invariant } from "#shared/invariant.ts";
import { writeAttributes, writeCodeHtml, type CodeLine } from "./code-html.ts";
import type { CodeLink } from "./link-code-tokens.ts";
import { memoizeLineTokens } from "./line-token-memo.ts";
import { pairThemes, type PairedTheme } from "./paired-theme.ts";
import { withScannerCache } from "./scanner-cache.ts";

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
  /**
   * Highlights one block and returns its `<pre>` as HTML, with `links` wrapped around the names they cover; its
   * language's grammar must be loaded (`load`). The markup is Shiki's for two themes (`themes: { light, dark }`, no
   * default colour) with its style-to-class and meta-highlight transformers, `{1,3-4}` in `meta` marking lines.
   */
  highlight(code: string, lang: string, meta: string, links?: CodeLink[]): string;
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
  // Shiki's default engine, Oniguruma, compiling each list of patterns once (./scanner-cache.ts).
  const engine = withScannerCache(await createOnigurumaEngine(import("shiki/wasm")));
  const shiki = await createHighlighter({ themes: [paired.theme], langs: [], engine });
  const toClass = transformerStyleToClass({ classPrefix: "sk-" });
  const classOf = classPerStyle(paired, toClass);
  // Every block's <pre> has the same attributes: Shiki's, its root style made a class by the transformer.
  const pre = shiki.codeToHast("", {
    lang: "text",
    theme: paired.theme.name,
    transformers: [paired.transformer, { ...toClass, tokens: undefined }],
  }).children[0] as Element;
  const preAttributes = writeAttributes(pre.properties);
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
    highlight(code, lang, meta, links) {
      const language = resolveCodeLanguage(lang).grammar;
      invariant(
        loaded.has(language),
        `the ${language} grammar is loaded (Highlighter.load) before a block is highlighted`,
      );
      const { tokens } = shiki.codeToTokens(code, {
        lang: language as BundledLanguage,
        theme: paired.theme.name,
        // No time limit: the first use of an embedded grammar (CSS in HTML) compiles it inside the limit, and on a
        // busy machine the line would silently fall back to plain text in one theme only.
        tokenizeTimeLimit: 0,
      });
      const highlighted = highlightedLines(meta);
      const lines: CodeLine[] = mergeWhitespaceTokens(tokens).map((line, index) => ({
        className: highlighted.has(index + 1) ? "line highlighted" : "line",
        tokens: line.map((token) => ({ content: token.content, className: classOf(token) })),
      }));
      return writeCodeHtml(preAttributes, lines, links);
    },
    css: () => toClass.getCSS(),
  };
}

/**
 * A token's class, as Shiki's style-to-class transformer names it from the style the paired theme gives the token
 * (paired-theme.ts): worked out once per colour and font style, by running the two transformers on the first token
 * that has them, so the class and the CSS the transformer collects are its own.
 */
function classPerStyle(paired: PairedTheme, toClass: ShikiTransformer): (token: ThemedToken) => string {
  const pairedTokens = paired.transformer.tokens;
  const tokensToClasses = toClass.tokens;
  invariant(
    pairedTokens && tokensToClasses,
    "the paired theme and Shiki's style-to-class transformer have `tokens` hooks",
  );
  const classes = new Map<string | undefined, Map<number, string>>();
  return (token) => {
    const fontStyle = token.fontStyle ?? 0;
    let byFontStyle = classes.get(token.color);
    if (!byFontStyle) {
      byFontStyle = new Map<number, string>();
      classes.set(token.color, byFontStyle);
    }
    let className = byFontStyle.get(fontStyle);
    if (className === undefined) {
      const probe: ThemedToken = { content: token.content, offset: 0, color: token.color, fontStyle: token.fontStyle };
      const lines = [[probe]];
      // The transformers' hooks only read and set the tokens given; neither uses its `this`.
      pairedTokens.call(undefined as never, lines);
      tokensToClasses.call(undefined as never, lines);
      className = probe.htmlAttrs?.class ?? "";
      byFontStyle.set(fontStyle, className);
    }
    return className;
  };
}

/** Shiki's `FontStyle` bits that keep a whitespace token apart (its decoration would show). */
const UNDERLINE_OR_STRIKETHROUGH = 4 | 8;

/**
 * Shiki's `mergeWhitespaces: true`, the default of `codeToHast`: a whitespace-only token joins the token after it,
 * unless it is underlined or struck through, so a line has fewer spans.
 */
function mergeWhitespaceTokens(lines: ThemedToken[][]): ThemedToken[][] {
  return lines.map((line) => {
    const merged: ThemedToken[] = [];
    let carried = "";
    let carriedOffset: number | undefined;
    line.forEach((token, index) => {
      const mergeable = !((token.fontStyle ?? 0) & UNDERLINE_OR_STRIKETHROUGH);
      if (mergeable && /^\s+$/.test(token.content) && line[index + 1]) {
        carriedOffset ??= token.offset;
        carried += token.content;
      } else if (carried) {
        if (mergeable)
          merged.push({ ...token, offset: carriedOffset ?? token.offset, content: carried + token.content });
        else merged.push({ content: carried, offset: carriedOffset ?? token.offset }, token);
        carried = "";
        carriedOffset = undefined;
      } else {
        merged.push(token);
      }
    });
    return merged;
  });
}

/** The lines `{1,3-4}` in a block's meta marks, as Shiki's meta-highlight transformer reads them. */
function highlightedLines(meta: string): Set<number> {
  const match = /\{([\d,-]+)\}/.exec(meta);
  if (!match?.[1]) return new Set();
  return new Set(
    match[1].split(",").flatMap((part) => {
      const [from = Number.NaN, to] = part.split("-").map((n) => Number.parseInt(n, 10));
      return to === undefined ? [from] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
    }),
  );
}
