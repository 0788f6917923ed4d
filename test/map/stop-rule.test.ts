import { readFileSync } from "node:fs";
import { join } from "node:path";
import remarkDirective from "remark-directive";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import type { List, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { readItinerary } from "#features/map/read-itinerary.ts";
import { remarkSiteDirectives } from "#build/markdown/remark-site-directives.ts";
import { selectStops, stopLabel } from "#shared/itinerary-stops.ts";

const publicDir = "test/fixtures/map/stop-rule";
const src = "/examples/mixed-stops.geojson";
const fixture: unknown = JSON.parse(readFileSync(join(publicDir, src), "utf8"));

/** The stop list the build prerenders for `::itinerary-map{src=...}`. */
async function prerenderedStops(): Promise<string[]> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkSiteDirectives, {
      publicDir,
      tokens: { colors: [], fonts: [], sizes: [] },
      shareHost: "https://share.example.test",
    });
  const file = new VFile({ value: `::itinerary-map{src="${src}" title="Mixed"}\n` });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  expect(file.messages).toEqual([]);
  const lists: List[] = [];
  const walk = (node: Root | Root["children"][number]) => {
    if (node.type === "list") lists.push(node);
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return lists[0]?.children.map((item) => toString(item)) ?? [];
}

describe("the stop rule shared by the build and the live map", () => {
  it("gives the prerendered stop list and the browser's reader the same stops, order and labels", async () => {
    const expected = ["Trailhead", "Stop", "Lookout", "Summit"];
    expect(await prerenderedStops()).toEqual(expected);
    expect(readItinerary(fixture, src).stops.map((stop) => stop.label)).toEqual(expected);
  });

  it("numbers stops by location_num and unnumbered stops by their place, after the numbered ones", () => {
    expect(readItinerary(fixture, src).stops.map((stop) => stop.number)).toEqual([1, 2, 3, 4]);
  });

  it("treats a blank label as missing and falls back to title, then name, then Stop", () => {
    expect(stopLabel({ label: "  ", title: "Lookout" })).toBe("Lookout");
    expect(stopLabel({ label: "", name: " Summit " })).toBe("Summit");
    expect(stopLabel({ label: 7 })).toBe("Stop");
    expect(stopLabel(null)).toBe("Stop");
  });

  it("keeps file order for stops without a number and ignores Points that are not stops", () => {
    const point = (properties: Record<string, unknown>) => ({ geometry: { type: "Point" }, properties });
    const stops = selectStops([
      point({ class: "location_marker", label: "B" }),
      point({ class: "poi" }),
      null,
      point({ type: "location_marker", label: "A" }),
    ]);
    expect(stops.map((stop) => [stop.number, stop.label, stop.featureIndex])).toEqual([
      [1, "B", 0],
      [2, "A", 3],
    ]);
  });
});
