import { distance } from "fastest-levenshtein";

/** Up to `count` candidates closest to `wanted` (case-insensitive edit distance), for "did you mean" answers. */
export function closestNames(wanted: string, candidates: readonly string[], count = 3): string[] {
  const lower = wanted.toLowerCase();
  return candidates
    .map((candidate) => ({ candidate, cost: distance(lower, candidate.toLowerCase()) }))
    .sort((a, b) => a.cost - b.cost || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map((entry) => entry.candidate);
}
