import type { ItineraryLeg } from "./itinerary.ts";

const MODE_PHRASES: Record<string, string> = {
  foot: "on foot",
  walk: "on foot",
  hike: "hiking",
  bike: "by bike",
  bicycle: "by bike",
  car: "by car",
  drive: "by car",
  transit: "by public transport",
};

/** Describes a leg for people, e.g. "180 m on foot, about 2 min"; empty when the data says nothing. */
export function describeLeg(leg: ItineraryLeg): string {
  const parts: string[] = [];
  const how = leg.mode === undefined ? "" : (MODE_PHRASES[leg.mode] ?? `by ${leg.mode}`);
  if (leg.distance !== undefined) parts.push([formatDistance(leg.distance), how].filter(Boolean).join(" "));
  else if (how) parts.push(how);
  if (leg.durationMin !== undefined) parts.push(`about ${formatDuration(leg.durationMin)}`);
  return parts.join(", ");
}

function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1).replace(/\.0$/, "")} km`;
}

function formatDuration(minutes: number): string {
  const rounded = Math.max(1, Math.round(minutes));
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
