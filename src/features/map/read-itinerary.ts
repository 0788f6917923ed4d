import { selectStops } from "#shared/itinerary-stops.ts";
import { boundsOf } from "./bounds-of.ts";
import type { Itinerary, ItineraryLeg, ItineraryStop, Position } from "./itinerary.ts";

/** Thrown when a map's GeoJSON cannot be drawn; the message lists every problem found. */
export class ItineraryDataError extends Error {
  override name = "ItineraryDataError";
}

type Properties = Record<string, unknown>;
interface Feature {
  geometry?: { type?: unknown; coordinates?: unknown } | null;
  properties?: Properties | null;
}
type RawLeg = ItineraryLeg & { origin: unknown };

/**
 * Reads the stops (`location_marker` Points) and legs (`directions_path` LineStrings) out of an
 * itinerary's GeoJSON, in stop order. `src` names the file in error messages.
 */
export function readItinerary(data: unknown, src: string): Itinerary {
  const collection = data as { type?: unknown; features?: unknown } | null;
  if (typeof collection !== "object" || collection === null || collection.type !== "FeatureCollection") {
    const found = typeof collection === "object" && collection !== null ? String(collection.type) : typeof data;
    throw new ItineraryDataError(
      `Map data \`${src}\` is not a GeoJSON FeatureCollection (its type is \`${found}\`). Export the itinerary as GeoJSON with \`"type": "FeatureCollection"\`.`,
    );
  }
  const features = (Array.isArray(collection.features) ? collection.features : []) as (Feature | null)[];
  const problems: string[] = [];
  const stops: (ItineraryStop & { id: unknown })[] = [];
  const legs: RawLeg[] = [];

  // The stops, in order: the same rule as the prerendered stop list, so the markers and the list agree.
  for (const { feature, featureIndex, number, label } of selectStops(features)) {
    const coordinates = feature.geometry?.coordinates;
    if (!isPosition(coordinates)) problems.push(badCoordinates(featureIndex, "[longitude, latitude]"));
    else stops.push({ id: feature.properties?.id, number, label, position: toPosition(coordinates) });
  }
  features.forEach((feature, index) => {
    const properties = feature?.properties ?? {};
    const type = feature?.geometry?.type;
    const coordinates = feature?.geometry?.coordinates;
    if (type === "LineString" && properties.class === "directions_path") {
      if (!Array.isArray(coordinates) || !coordinates.every(isPosition))
        return problems.push(badCoordinates(index, "a list of [longitude, latitude] pairs"));
      legs.push({ origin: properties.origin, coordinates: coordinates.map(toPosition), ...legDetails(properties) });
    }
  });
  if (problems.length === 0 && stops.length === 0 && legs.length === 0)
    problems.push(
      "it has no stops and no route. Add Point features with `properties.class` `location_marker` (the stops) or LineStrings with `directions_path` (the route).",
    );
  if (problems.length > 0)
    throw new ItineraryDataError(`Map data \`${src}\` cannot be drawn:\n${problems.map((p) => `  - ${p}`).join("\n")}`);

  return {
    stops: stops.map(({ id, ...stop }): ItineraryStop => {
      const nextLeg = id === undefined ? undefined : legs.find((leg) => leg.origin === id);
      return nextLeg ? { ...stop, nextLeg: withoutOrigin(nextLeg) } : stop;
    }),
    legs: legs.map(withoutOrigin),
    bounds: boundsOf([...stops.map((stop) => stop.position), ...legs.flatMap((leg) => leg.coordinates)]),
  };
}

function legDetails(properties: Properties): Omit<ItineraryLeg, "coordinates"> {
  const details: Omit<ItineraryLeg, "coordinates"> = {};
  if (typeof properties.mode === "string") details.mode = properties.mode;
  if (typeof properties.distance === "number") details.distance = properties.distance;
  if (typeof properties.duration_min === "number") details.durationMin = properties.duration_min;
  return details;
}

function withoutOrigin({ origin: _origin, ...leg }: RawLeg): ItineraryLeg {
  return leg;
}

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1]) &&
    Math.abs(value[0] as number) <= 180 &&
    Math.abs(value[1] as number) <= 90
  );
}

/** Drops any altitude, which the map does not use. */
function toPosition([longitude, latitude]: Position): Position {
  return [longitude, latitude];
}

function badCoordinates(index: number, expected: string): string {
  return `feature ${index + 1} has invalid coordinates; expected ${expected} in degrees (longitude first).`;
}
