/** A prerendered runnable GraphQL block, read back from the page. */
export interface RunnableBlock {
  /** The header that holds the title, language label and copy button. */
  header: HTMLElement;
  /** The block's title, such as "Load an itinerary", when it has one. */
  title?: string;
  query: string;
  /** The text of the "Variables" JSON block right after the operation, when there is one. */
  variables?: string;
  /** The last element that belongs to the example (the variables block, or the operation itself). */
  last: HTMLElement;
}

/**
 * Reads the operation text of a `figure.code-block[data-runnable]` and the Variables block that
 * follows it; the Markdown renders those as siblings (see lib/markdown/rehype-code-blocks.ts).
 */
export function readRunnableBlock(figure: HTMLElement): RunnableBlock | undefined {
  const header = figure.querySelector<HTMLElement>(":scope > .code-header");
  const pre = figure.querySelector(":scope > pre");
  if (!header || !pre) return undefined;
  const title = header.querySelector(".code-title")?.textContent?.trim();
  const next = figure.nextElementSibling;
  const isVariables =
    next instanceof HTMLElement &&
    next.matches('figure.code-block[data-lang="json"]') &&
    next.querySelector(":scope > .code-header .code-title")?.textContent?.trim() === "Variables";
  return {
    header,
    ...(title ? { title } : {}),
    query: pre.textContent ?? "",
    ...(isVariables ? { variables: next.querySelector(":scope > pre")?.textContent ?? "" } : {}),
    last: isVariables ? next : figure,
  };
}
