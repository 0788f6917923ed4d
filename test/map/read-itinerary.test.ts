import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ItineraryDataError, readItinerary } from "#features/map/read-itinerary.ts";

const cityWalk: unknown = JSON.parse(readFileSync("public/examples/geojson/city-walk.geojson", "utf8"));
const hike: unknown = JSON.parse(readFileSync("public/examples/geojson/hike.geojson", "utf8"));

const point = (properties: object, coordinates: unknown = [144.9, -37.8]) => ({
  type: "Feature",
  geometry: { type: "Point", coordinates },
  properties,
});
const collection = (...features: unknown[]) => ({ type: "FeatureCollection", features });

describe("readItinerary", () => {
  it("reads the city walk's eight numbered stops in order, its seven legs and its bounding box", () => {
    const itinerary = readItinerary(cityWalk, "/city-walk.geojson");
    expect(itinerary.stops.map((stop) => `${stop.number}. ${stop.label}`)).toEqual([
      "1. Federation Square",
      "2. Hosier Lane",
      "3. AC/DC Lane",
      "4. Degraves Street",
      "5. Centre Place",
      "6. The Block Arcade",
      "7. Royal Arcade",
      "8. State Library Victoria",
    ]);
    expect(itinerary.legs).toHaveLength(7);
    // The file's own bbox says the same.
    expect(itinerary.bounds).toEqual([
      [144.9641, -37.8178],
      [144.9706, -37.80985],
    ]);
  });

  it("links each stop to the leg that leaves it", () => {
    const [first] = readItinerary(cityWalk, "/city-walk.geojson").stops;
    expect(first?.nextLeg).toMatchObject({ mode: "foot", distance: 180, durationMin: 2 });
    const last = readItinerary(hike, "/hike.geojson").stops.at(-1);
    expect(last?.label).toBe("Mount Kosciuszko summit");
  });

  it("numbers stops without location_num by their place in the file, as the prerendered list does", () => {
    const { stops } = readItinerary(
      collection(point({ class: "location_marker", label: "B" }), point({ class: "location_marker", name: "A" })),
      "/x.geojson",
    );
    expect(stops.map((stop) => [stop.number, stop.label])).toEqual([
      [1, "B"],
      [2, "A"],
    ]);
  });

  it("falls back from label to title, name and finally 'Stop', and drops altitude", () => {
    const { stops } = readItinerary(
      collection(point({ location_num: 1, title: "Titled" }), point({ location_num: 2, label: "  " }, [150, -30, 120])),
      "/x.geojson",
    );
    expect(stops.map((stop) => stop.label)).toEqual(["Titled", "Stop"]);
    expect(stops[1]?.position).toEqual([150, -30]);
  });

  it("rejects data that is not a FeatureCollection, saying how to fix it", () => {
    expect(() => readItinerary({ type: "Feature" }, "/examples/one.geojson")).toThrowErrorMatchingInlineSnapshot(
      `[ItineraryDataError: Map data \`/examples/one.geojson\` is not a GeoJSON FeatureCollection (its type is \`Feature\`). Export the itinerary as GeoJSON with \`"type": "FeatureCollection"\`.]`,
    );
    expect(() => readItinerary("nope", "/x.geojson")).toThrow(ItineraryDataError);
  });

  it("reports every broken feature at once", () => {
    const brokenLine = {
      type: "Feature",
      geometry: {
        type: "LineString",
        coordinates: [
          [144.9, -37.8],
          ["east", -37.8],
        ],
      },
      properties: { class: "directions_path" },
    };
    const data = collection(point({ location_num: 1, label: "Here" }, [200, -37]), brokenLine, null);
    expect(() => readItinerary(data, "/examples/broken.geojson")).toThrowErrorMatchingInlineSnapshot(`
      [ItineraryDataError: Map data \`/examples/broken.geojson\` cannot be drawn:
        - feature 1 has invalid coordinates; expected [longitude, latitude] in degrees (longitude first).
        - feature 2 has invalid coordinates; expected a list of [longitude, latitude] pairs in degrees (longitude first).]
    `);
  });

  it("rejects a collection with nothing to draw", () => {
    expect(() => readItinerary(collection(), "/examples/empty.geojson")).toThrowErrorMatchingInlineSnapshot(`
      [ItineraryDataError: Map data \`/examples/empty.geojson\` cannot be drawn:
        - it has no stops and no route. Add Point features with \`properties.class\` \`location_marker\` (the stops) or LineStrings with \`directions_path\` (the route).]
    `);
  });
});
