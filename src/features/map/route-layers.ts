import type { ItineraryLeg } from "./itinerary.ts";
import type { MapColors } from "./map-colors.ts";
import { toRouteCollection } from "./route-collection.ts";
import type { MapLibreMap } from "./maplibre.ts";

const SOURCE_ID = "itinerary-route";

/**
 * Draws the route on top of whatever base style is loaded. Call it on every `style.load`: a new
 * base style (theme switch, offline fallback) starts without our source and layers.
 */
export function addRouteLayers(map: MapLibreMap, legs: readonly ItineraryLeg[], colors: MapColors): void {
  if (legs.length === 0 || map.getSource(SOURCE_ID)) return;
  map.addSource(SOURCE_ID, { type: "geojson", data: toRouteCollection(legs) });
  const layout = { "line-join": "round", "line-cap": "round" } as const;
  map.addLayer({
    id: `${SOURCE_ID}-casing`,
    type: "line",
    source: SOURCE_ID,
    layout,
    paint: { "line-color": colors.routeCasing, "line-width": 7 },
  });
  map.addLayer({
    id: SOURCE_ID,
    type: "line",
    source: SOURCE_ID,
    layout,
    paint: { "line-color": colors.route, "line-width": 4 },
  });
}
