/* Which GeoJSON features of an itinerary are its stops, in what order and under what label: one rule for the
   build's prerendered stop list (src/build/markdown/remark-site-directives.ts) and the browser's live map
   (src/features/map/read-itinerary.ts), so the two always agree. Runtime-neutral: no Node or DOM imports. */

/** The parts of a GeoJSON feature the stop rule reads. */
export interface StopCandidate {
  geometry?: { type?: unknown } | null;
  properties?: Record<string, unknown> | null;
}

/** A stop picked out of a feature list, with where it came from. */
export interface SelectedStop<Feature extends StopCandidate> {
  feature: Feature;
  /** Position of the feature in the file, for error messages. */
  featureIndex: number;
  /** The number shown on the marker and in the list: `location_num`, or the stop's place in the list. */
  number: number;
  /** `label`, `title` or `name`, whichever comes first and is not blank; "Stop" when none is. */
  label: string;
}

/** The label a stop is shown with when its data has none. */
export const UNNAMED_STOP_LABEL = "Stop";

/** Whether a feature is a stop: a Point marked `location_marker` (as `class` or `type`) or numbered by `location_num`. */
export function isStopFeature(feature: StopCandidate | null | undefined): boolean {
  const properties = feature?.properties ?? {};
  return (
    feature?.geometry?.type === "Point" &&
    (properties.class === "location_marker" ||
      properties.type === "location_marker" ||
      properties.location_num !== undefined)
  );
}

/** A stop's label: the first of `label`, `title`, `name` that is a non-blank string, trimmed; otherwise "Stop". */
export function stopLabel(properties: Record<string, unknown> | null | undefined): string {
  for (const key of ["label", "title", "name"]) {
    const value = properties?.[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return UNNAMED_STOP_LABEL;
}

function stopOrder(properties: Record<string, unknown> | null | undefined): number {
  const value = properties?.location_num;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : Number.POSITIVE_INFINITY;
}

/** The stops of a feature list, sorted by `location_num`; stops without one follow, in file order. */
export function selectStops<Feature extends StopCandidate>(
  features: readonly (Feature | null | undefined)[],
): SelectedStop<Feature>[] {
  const stops = features.flatMap((feature, featureIndex) =>
    feature && isStopFeature(feature) ? [{ feature, featureIndex, order: stopOrder(feature.properties) }] : [],
  );
  // Array.prototype.sort is stable, which keeps file order among equal numbers.
  stops.sort((a, b) => a.order - b.order);
  return stops.map(({ feature, featureIndex, order }, index) => ({
    feature,
    featureIndex,
    number: Number.isFinite(order) ? order : index + 1,
    label: stopLabel(feature.properties),
  }));
}
