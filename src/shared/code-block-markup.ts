/**
 * Names in the prerendered markup of code blocks and tab groups: the build writes them (src/build/markdown/), the
 * page's script finds them (src/browser/islands/prose.ts copies code and switches tabs; the runner reads the figures).
 * Constants only, so the first-load script can import them.
 */

/** A code block: `figure.code-block > div.code-header (span.code-title, span.code-lang, button.code-copy) + pre`. */
export const CODE_BLOCK_MARKUP = {
  figureClass: "code-block",
  headerClass: "code-header",
  titleClass: "code-title",
  langClass: "code-lang",
  copyClass: "code-copy",
  /** On the copy button: a click copies the text of its figure's `<pre>`. */
  copy: "data-copy",
} as const;

/**
 * A tab group: `div.tabs > div.tabs-list[role=tablist] > button[role=tab]` and one `[role=tabpanel]` per tab, each
 * tab's `aria-controls` naming its panel.
 */
export const TABS_MARKUP = {
  groupClass: "tabs",
  listClass: "tabs-list",
  /** On a group: groups with the same value switch together, and the reader's choice is remembered under it. */
  sync: "data-sync",
  /** On each tab (and panel): the label a remembered choice selects by. */
  label: "data-label",
} as const;
