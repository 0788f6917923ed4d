import type { Itinerary } from "./itinerary.ts";
import { readItinerary } from "./read-itinerary.ts";

/** Thrown when a map's GeoJSON cannot be fetched; the message says which file and what to check. */
export class ItineraryFetchError extends Error {
  override name = "ItineraryFetchError";
}

/** Downloads and reads the GeoJSON a map figure points at (`data-src`, a path from the site root). */
export async function fetchItinerary(src: string, signal: AbortSignal): Promise<Itinerary> {
  let response: Response;
  try {
    response = await fetch(new URL(src, document.baseURI), { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ItineraryFetchError(
      `Map data \`${src}\` could not be downloaded (${String(error)}). Check the network connection and reload the page.`,
    );
  }
  if (!response.ok)
    throw new ItineraryFetchError(
      `Map data \`${src}\` could not be downloaded (HTTP ${response.status}). Check that the file is in public/ and that the \`src\` of the \`::itinerary-map\` directive matches its path.`,
    );
  let data: unknown;
  try {
    data = await response.json();
  } catch (error) {
    throw new ItineraryFetchError(`Map data \`${src}\` is not valid JSON (${String(error)}). Fix the file's syntax.`);
  }
  return readItinerary(data, src);
}
