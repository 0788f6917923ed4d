import { invariant } from "#shared/invariant.ts";
import type { Bounds, Position } from "./itinerary.ts";

/** The smallest box holding every position; `readItinerary` guarantees there is at least one. */
export function boundsOf(positions: readonly Position[]): Bounds {
  const [first, ...rest] = positions;
  invariant(first, "boundsOf() was called without positions.");
  const bounds: Bounds = [[...first], [...first]];
  for (const [longitude, latitude] of rest) {
    bounds[0][0] = Math.min(bounds[0][0], longitude);
    bounds[0][1] = Math.min(bounds[0][1], latitude);
    bounds[1][0] = Math.max(bounds[1][0], longitude);
    bounds[1][1] = Math.max(bounds[1][1], latitude);
  }
  return bounds;
}
