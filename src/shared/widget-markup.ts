/**
 * Names in the prerendered markup of code blocks, tab groups and the content widgets: the build writes them
 * (src/build/markdown/), the page script (src/browser/islands/prose.ts: copy buttons, tabs) and the widgets in
 * src/features/ (map, embed-configurator, filter-list) find their parts by them. Constants only, so the boot script can
 * import them without pulling widget code into the first load; one module, so the first load and the widgets share one
 * small chunk.
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

/** The embed configurator (rehype-embed-configurator.ts); the publish stage also detects it for the page's CSP. */
export const EMBED_ATTRIBUTES = {
  /** On the configurator's `<section>`; its value is the embed kind (`script` or `iframe`). */
  configurator: "data-embed-configurator",
  /** On the section: the host the snippet points at. */
  shareHost: "data-share-host",
  /** On the `<code>` that shows the snippet. */
  snippet: "data-embed-snippet",
  /** On the snippet's copy button. */
  copy: "data-embed-copy",
  /** On the live region that says the snippet was copied. */
  copyStatus: "data-embed-copy-status",
  /** On the preview frame's box: the address the preview loads. */
  previewSource: "data-src",
} as const;

/** Classes of the preview's parts (they are also styled, in embed-configurator.css). */
export const EMBED_CLASSES = {
  previewFrame: "embed-preview-frame",
  previewStatus: "embed-preview-status",
} as const;

/** `::itinerary-map` (remark-site-directives.ts): a figure with the stop list and a reserved frame for the live map. */
export const MAP_MARKUP = {
  figureClass: "itinerary-map",
  /** On the figure: the GeoJSON file's path from the site root. */
  source: "data-src",
  /** On the figure: the map's title, for labels. */
  title: "data-title",
  frameClass: "map-frame",
  stopsClass: "map-stops",
} as const;

/** `::filter-list` (remark-site-directives.ts): the placeholder the list filter replaces with its search box. */
export const FILTER_LIST_MARKUP = { className: "filter-list", attribute: "data-filter-list" } as const;
