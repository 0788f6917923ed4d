// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { readRunnableBlock } from "#features/runner/read-runnable-block.ts";
import { QUERY_WITH_VARIABLES, QUERY_WITHOUT_VARIABLES } from "./fixture-blocks.ts";

function firstRunnable(html: string): HTMLElement {
  document.body.innerHTML = html;
  const figure = document.querySelector<HTMLElement>("figure[data-runnable]");
  if (!figure) throw new Error("The fixture has no runnable block.");
  return figure;
}

describe("readRunnableBlock", () => {
  it("reads the title, operation and variables from the JSON the build wrote, and finds the variables figure", () => {
    const figure = firstRunnable(QUERY_WITH_VARIABLES);
    const block = readRunnableBlock(figure);
    expect(block?.title).toBe("Load an itinerary");
    expect(block?.query).toBe("query GetItinerary($id: ID!) {\n  itinerary(id: $id) { id }\n}");
    expect(block?.variables).toBe('{ "id": "itinerary/5hT2rQ8wLk" }');
    expect(block?.variablesFigure).toBe(figure.nextElementSibling);
    expect(block?.header).toBe(figure.querySelector(".code-header"));
    expect(block?.code).toBe(figure.querySelector("pre"));
  });

  it("leaves alone a following JSON block titled Variables that the build did not pair", () => {
    const block = readRunnableBlock(firstRunnable(QUERY_WITHOUT_VARIABLES));
    expect(block?.title).toBeUndefined();
    expect(block?.variables).toBeUndefined();
    expect(block?.variablesFigure).toBeUndefined();
  });

  it("skips a block without the header, code or source data the build always writes", () => {
    document.body.innerHTML = '<figure class="code-block" data-runnable=""><pre><code>{ x }</code></pre></figure>';
    expect(readRunnableBlock(document.querySelector("figure")!)).toBeUndefined();
    document.body.innerHTML = QUERY_WITHOUT_VARIABLES.replace('{"operation"', '{"op"');
    expect(readRunnableBlock(document.querySelector("figure")!)).toBeUndefined();
  });
});
