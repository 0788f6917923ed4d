import type { PublicConfig } from "../../../lib/config/public-config.ts";

/**
 * Turns every prerendered `figure.itinerary-map` under `root` into a live map.
 * Returns a cleanup function. (Placeholder until the live-map feature lands.)
 */
export function mountItineraryMaps(_root: HTMLElement, _config: PublicConfig): () => void {
  return () => {};
}
