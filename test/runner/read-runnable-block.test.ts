// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { readRunnableBlock } from "../../app/lib/runner/read-runnable-block.ts";
import { QUERY_WITH_VARIABLES, QUERY_WITHOUT_VARIABLES } from "./fixture-blocks.ts";

function firstRunnable(html: string): HTMLElement {
  document.body.innerHTML = html;
  const figure = document.querySelector<HTMLElement>("figure[data-runnable]");
  if (!figure) throw new Error("The fixture has no runnable block.");
  return figure;
}

describe("readRunnableBlock", () => {
  it("reads the title, the plain operation text and the Variables block that follows", () => {
    const figure = firstRunnable(QUERY_WITH_VARIABLES);
    const block = readRunnableBlock(figure);
    expect(block?.title).toBe("Load an itinerary");
    expect(block?.query).toBe("query GetItinerary($id: ID!) {\n  itinerary(id: $id) { id }\n}");
    expect(block?.variables).toBe('{ "id": "itinerary/5hT2rQ8wLk" }');
    expect(block?.last).toBe(figure.nextElementSibling);
    expect(block?.header).toBe(figure.querySelector(".code-header"));
  });

  it("ignores a following JSON block that is not titled Variables", () => {
    const figure = firstRunnable(QUERY_WITHOUT_VARIABLES);
    const block = readRunnableBlock(figure);
    expect(block?.title).toBeUndefined();
    expect(block?.variables).toBeUndefined();
    expect(block?.last).toBe(figure);
  });

  it("skips a block without the header or code the build always writes", () => {
    document.body.innerHTML = '<figure class="code-block" data-runnable=""><pre><code>{ x }</code></pre></figure>';
    expect(readRunnableBlock(document.querySelector("figure")!)).toBeUndefined();
  });
});
