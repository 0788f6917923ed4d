/** A point on screen, in CSS pixels. */
export type ScreenPoint = readonly [x: number, y: number];

/** Groups points that sit closer than `minDistance` to another point of the group (chains included). */
function groupCrowded(points: readonly ScreenPoint[], minDistance: number): number[][] {
  const groupOf = points.map((_, index) => index);
  const find = (index: number): number => (groupOf[index] === index ? index : (groupOf[index] = find(groupOf[index]!)));
  for (let a = 0; a < points.length; a += 1) {
    for (let b = a + 1; b < points.length; b += 1) {
      const [ax, ay] = points[a]!;
      const [bx, by] = points[b]!;
      if (Math.hypot(ax - bx, ay - by) < minDistance) groupOf[find(b)] = find(a);
    }
  }
  const groups = new Map<number, number[]>();
  points.forEach((_, index) => groups.set(find(index), [...(groups.get(find(index)) ?? []), index]));
  return [...groups.values()];
}

/** Places each group of two or more on a ring around its centre, far enough apart not to touch. */
function placeOnRings(points: readonly ScreenPoint[], groups: number[][], minDistance: number): ScreenPoint[] {
  const placed = [...points];
  for (const group of groups) {
    if (group.length < 2) continue;
    const centreX = group.reduce((sum, index) => sum + points[index]![0], 0) / group.length;
    const centreY = group.reduce((sum, index) => sum + points[index]![1], 0) / group.length;
    // Neighbours on a ring of n points are 2r·sin(π/n) apart.
    const radius = minDistance / (2 * Math.sin(Math.PI / group.length));
    group.forEach((index, place) => {
      // Start at the top and go clockwise, so the lowest number is on top.
      const angle = -Math.PI / 2 + (2 * Math.PI * place) / group.length;
      placed[index] = [centreX + radius * Math.cos(angle), centreY + radius * Math.sin(angle)];
    });
  }
  return placed;
}

/**
 * Offsets that keep markers apart: points closer than `minDistance` are moved onto a ring around their
 * group's centre, in their order; when a ring lands on another point or ring, the two groups become one
 * ring. Points with room stay where they are. Returns one `[dx, dy]` per point.
 */
export function spreadPoints(points: readonly ScreenPoint[], minDistance: number): [number, number][] {
  let groups = groupCrowded(points, minDistance);
  let placed = placeOnRings(points, groups, minDistance);
  for (let round = 0; round < points.length; round += 1) {
    const clashes = groupCrowded(placed, minDistance * 0.999).filter((clash) => clash.length > 1);
    if (clashes.length === 0) break;
    const groupOf = new Map(groups.flatMap((group, id) => group.map((index) => [index, id] as const)));
    const merged = new Map<number, Set<number>>();
    for (const clash of clashes) {
      const ids = new Set(clash.map((index) => groupOf.get(index)!));
      const members = new Set([...ids].flatMap((id) => groups[id]!));
      for (const id of ids) merged.set(id, members);
    }
    const seen = new Set<Set<number>>();
    groups = groups.flatMap((group, id) => {
      const members = merged.get(id);
      if (!members) return [group];
      if (seen.has(members)) return [];
      seen.add(members);
      return [[...members].sort((a, b) => a - b)];
    });
    placed = placeOnRings(points, groups, minDistance);
  }
  return placed.map(([x, y], index): [number, number] => [x - points[index]![0], y - points[index]![1]]);
}
