import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { readRunnableBlock } from "#features/runner/read-runnable-block.ts";
import { RUNNABLE_SELECTORS } from "#shared/runnable-source.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

// Shiki cannot load in vitest's happy-dom environment, so the page is rendered in Node and read in a window of its own.
const { document } = new Window();
const markdown = readFileSync(join(import.meta.dirname, "../fixtures/runnable/input.md"), "utf8");

function runnableFigures(): HTMLElement[] {
  return [...document.querySelectorAll(RUNNABLE_SELECTORS.block)] as unknown as HTMLElement[];
}

/** What the build checks for each runnable block, and what the browser's reader sends for it. */
async function buildAndBrowserViews() {
  const { html, codeBlocks } = await renderTestMarkdown(markdown);
  const built = codeBlocks
    .filter((block) => block.runnable)
    .map((block) => ({ query: block.code, variables: block.variables?.code }));
  document.body.innerHTML = html;
  const read = runnableFigures().map((figure) => {
    const block = readRunnableBlock(figure);
    return { query: block?.query, variables: block?.variables };
  });
  return { built, read };
}

describe("the build and the runner read runnable blocks alike", () => {
  it("gives the same operation and variables for every runnable block of the fixture", async () => {
    const { built, read } = await buildAndBrowserViews();
    expect(read).toEqual(built);
    expect(built).toHaveLength(3);
  });

  it("pairs a variables block by its `variables` flag, whatever its title", async () => {
    const { read } = await buildAndBrowserViews();
    expect(read[1]?.variables).toBe('{ "input": { "title": "Weekend <b>walks</b>" } }');
  });

  it("does not pair a JSON block that is only titled Variables", async () => {
    const { read } = await buildAndBrowserViews();
    expect(read[2]).toEqual({
      query:
        "# A comment that mentions </script> must not end the data early.\n{ authorizedProfiles(first: 1) { nodes { id } } }",
      variables: undefined,
    });
  });

  it("marks the paired variables figure, and only that one, for the runner to hide", async () => {
    await buildAndBrowserViews();
    const figures = runnableFigures().map(readRunnableBlock);
    expect(figures.map((block) => block?.variablesFigure?.querySelector(".code-title")?.textContent)).toEqual([
      "Variables",
      "Input",
      undefined,
    ]);
    expect(document.querySelectorAll(RUNNABLE_SELECTORS.variables)).toHaveLength(2);
  });
});
