import { parseRunnableSource, RUNNABLE_SELECTORS } from "#shared/runnable-source.ts";

/** A prerendered runnable GraphQL block, with the example the build handed over for it. */
export interface RunnableBlock {
  /** The block's `figure.code-block`. */
  figure: HTMLElement;
  /** The header that holds the title, language label and copy button. */
  header: HTMLElement;
  /** The highlighted code the editor stands in for while it is open. */
  code: HTMLElement;
  /** The block's title, such as "Load an itinerary", when it has one. */
  title?: string;
  query: string;
  /** The raw JSON of the block's `json variables` block, when it has one. */
  variables?: string;
  /** The figure of that variables block, hidden while the editor shows the variables. */
  variablesFigure?: HTMLElement;
}

/**
 * Reads a `figure.code-block[data-runnable]`: the operation, variables and title come from the JSON
 * the build wrote into it (src/shared/runnable-source.ts), never from the highlighted markup.
 */
export function readRunnableBlock(figure: HTMLElement): RunnableBlock | undefined {
  const header = figure.querySelector<HTMLElement>(RUNNABLE_SELECTORS.header);
  const code = figure.querySelector<HTMLElement>(RUNNABLE_SELECTORS.code);
  const script = figure.querySelector(RUNNABLE_SELECTORS.source);
  const source = script && parseRunnableSource(script.textContent ?? "");
  if (!header || !code || !source) return undefined;
  const next = figure.nextElementSibling as HTMLElement | null;
  const variablesFigure =
    source.variables !== undefined && next?.matches(RUNNABLE_SELECTORS.variables) ? next : undefined;
  return {
    figure,
    header,
    code,
    ...(source.title === undefined ? {} : { title: source.title }),
    query: source.operation,
    ...(source.variables === undefined ? {} : { variables: source.variables }),
    ...(variablesFigure ? { variablesFigure } : {}),
  };
}
