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

/**
 * Offsets that keep markers apart: points closer than `minDistance` are moved onto a ring around their
 * group's centre, in their order, far enough apart not to touch; points with room stay where they are.
 * Returns one `[dx, dy]` per point.
 */
export function spreadPoints(points: readonly ScreenPoint[], minDistance: number): [number, number][] {
  const offsets = points.map((): [number, number] => [0, 0]);
  for (const group of groupCrowded(points, minDistance)) {
    if (group.length < 2) continue;
    const centreX = group.reduce((sum, index) => sum + points[index]![0], 0) / group.length;
    const centreY = group.reduce((sum, index) => sum + points[index]![1], 0) / group.length;
    // Neighbours on a ring of n points are 2r·sin(π/n) apart.
    const radius = minDistance / (2 * Math.sin(Math.PI / group.length));
    group.forEach((index, place) => {
      // Start at the top and go clockwise, so the lowest number is on top.
      const angle = -Math.PI / 2 + (2 * Math.PI * place) / group.length;
      const [x, y] = points[index]!;
      offsets[index] = [centreX + radius * Math.cos(angle) - x, centreY + radius * Math.sin(angle) - y];
    });
  }
  return offsets;
}
