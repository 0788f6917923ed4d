/** A longitude/latitude pair, in that order, as GeoJSON writes it. */
export type Position = [longitude: number, latitude: number];

/** The south-west and north-east corners of a box, as MapLibre's `fitBounds` takes them. */
export type Bounds = [southWest: Position, northEast: Position];

/** One numbered stop (a `location_marker` Point). */
export interface ItineraryStop {
  /** The number shown on the marker: `location_num`, or the stop's place in the list. */
  number: number;
  label: string;
  position: Position;
  /** The leg that starts at this stop, if the data has one. */
  nextLeg?: ItineraryLeg;
}

/** One leg of the route (a `directions_path` LineString). */
export interface ItineraryLeg {
  coordinates: Position[];
  /** Travel mode as the data spells it, e.g. `foot` or `hike`. */
  mode?: string;
  /** Metres. */
  distance?: number;
  durationMin?: number;
}

/** What a map draws: stops in order, the legs between them and the box that holds both. */
export interface Itinerary {
  stops: ItineraryStop[];
  legs: ItineraryLeg[];
  bounds: Bounds;
}
