import { describe, expect, it } from "vitest";
import { boundsOf } from "#features/map/bounds-of.ts";
import { describeLeg } from "#features/map/describe-leg.ts";
import { readMapColors, toTheme } from "#features/map/map-colors.ts";
import { toRouteCollection } from "#features/map/route-collection.ts";

describe("boundsOf", () => {
  it("returns the south-west and north-east corners around every position", () => {
    expect(
      boundsOf([
        [144.97, -37.81],
        [144.96, -37.82],
        [144.99, -37.8],
      ]),
    ).toEqual([
      [144.96, -37.82],
      [144.99, -37.8],
    ]);
  });

  it("treats a missing position as a bug in the site code", () => {
    expect(() => boundsOf([])).toThrow(/Internal error/);
  });
});

describe("describeLeg", () => {
  it("says how far, how and how long", () => {
    expect(describeLeg({ coordinates: [], mode: "foot", distance: 180, durationMin: 2 })).toBe(
      "180 m on foot, about 2 min",
    );
    expect(describeLeg({ coordinates: [], mode: "hike", distance: 1710, durationMin: 95 })).toBe(
      "1.7 km hiking, about 1 h 35 min",
    );
  });

  it("names unknown modes as the data spells them and leaves out what the data lacks", () => {
    expect(describeLeg({ coordinates: [], mode: "ferry" })).toBe("by ferry");
    expect(describeLeg({ coordinates: [], distance: 2000 })).toBe("2 km");
    expect(describeLeg({ coordinates: [] })).toBe("");
  });
});

describe("readMapColors", () => {
  it("reads canvas colours from the design tokens", () => {
    const tokens: Record<string, string> = { "--color-brand": " #56d3b8", "--color-background-subtle": "#141c19" };
    const colors = readMapColors({ getPropertyValue: (name) => tokens[name] ?? "" }, "dark");
    expect(colors).toEqual({ background: "#141c19", route: "#56d3b8", routeCasing: "#18211e" });
  });

  it("maps any theme value but dark to light", () => {
    expect([toTheme("dark"), toTheme("light"), toTheme(undefined)]).toEqual(["dark", "light", "light"]);
  });
});

describe("toRouteCollection", () => {
  it("turns legs into numbered LineString features for a GeoJSON source", () => {
    const coordinates: [number, number][] = [
      [1, 2],
      [3, 4],
    ];
    expect(toRouteCollection([{ coordinates, mode: "foot" }, { coordinates }]).features).toEqual([
      { type: "Feature", geometry: { type: "LineString", coordinates }, properties: { leg: 1, mode: "foot" } },
      { type: "Feature", geometry: { type: "LineString", coordinates }, properties: { leg: 2, mode: null } },
    ]);
  });
});
