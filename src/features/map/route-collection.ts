import type { FeatureCollection, LineString } from "geojson";
import type { ItineraryLeg } from "./itinerary.ts";

/** Properties each route line carries on the map. */
export interface RouteProperties {
  /** 1-based position of the leg along the route. */
  leg: number;
  mode: string | null;
}

/** The legs as one GeoJSON collection, the shape a MapLibre `geojson` source takes. */
export function toRouteCollection(legs: readonly ItineraryLeg[]): FeatureCollection<LineString, RouteProperties> {
  return {
    type: "FeatureCollection",
    features: legs.map((leg, index) => ({
      type: "Feature",
      geometry: { type: "LineString", coordinates: leg.coordinates },
      properties: { leg: index + 1, mode: leg.mode ?? null },
    })),
  };
}
