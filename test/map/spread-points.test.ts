import { describe, expect, it } from "vitest";
import { spreadPoints, type ScreenPoint } from "#features/map/spread-points.ts";

const moved = (points: ScreenPoint[], offsets: [number, number][]) =>
  points.map(([x, y], index) => [x + offsets[index]![0], y + offsets[index]![1]] as const);
const closest = (points: readonly (readonly [number, number])[]) => {
  let best = Infinity;
  for (let a = 0; a < points.length; a += 1)
    for (let b = a + 1; b < points.length; b += 1)
      best = Math.min(best, Math.hypot(points[a]![0] - points[b]![0], points[a]![1] - points[b]![1]));
  return best;
};

describe("spreadPoints", () => {
  it("leaves points that have room where they are", () => {
    expect(
      spreadPoints(
        [
          [0, 0],
          [100, 0],
          [0, 100],
        ],
        30,
      ),
    ).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it("moves crowded points apart, at least the minimum distance, around where they were", () => {
    const points: ScreenPoint[] = [
      [100, 100],
      [108, 104],
      [112, 96],
      [300, 300],
    ];
    const result = moved(points, spreadPoints(points, 30));
    expect(closest(result)).toBeGreaterThanOrEqual(29.999);
    expect(result[3]).toEqual([300, 300]);
    const centre = [
      (result[0]![0] + result[1]![0] + result[2]![0]) / 3,
      (result[0]![1] + result[1]![1] + result[2]![1]) / 3,
    ];
    expect(centre[0]).toBeCloseTo(320 / 3, 5);
    expect(centre[1]).toBeCloseTo(100, 5);
  });

  it("treats a chain of near points as one group, so spreading one pair cannot push it onto the next", () => {
    const points: ScreenPoint[] = [
      [0, 0],
      [20, 0],
      [40, 0],
      [60, 0],
    ];
    expect(closest(moved(points, spreadPoints(points, 30)))).toBeGreaterThanOrEqual(29.999);
  });

  it("separates points at exactly the same place", () => {
    const points: ScreenPoint[] = [
      [50, 50],
      [50, 50],
    ];
    expect(closest(moved(points, spreadPoints(points, 30)))).toBeCloseTo(30, 5);
  });
});

describe("spreadPoints with rings that land on their neighbours", () => {
  it("joins the groups into one ring, so no two points end up closer than the minimum", () => {
    // Two tight pairs 40 px apart: each pair's ring (radius 16) reaches towards the other.
    const points: ScreenPoint[] = [
      [0, 0],
      [0, 4],
      [0, 40],
      [0, 44],
      [30, 20],
    ];
    const result = points.map(([x, y], index) => {
      const [dx, dy] = spreadPoints(points, 32)[index]!;
      return [x + dx, y + dy] as const;
    });
    let closest = Infinity;
    for (let a = 0; a < result.length; a += 1)
      for (let b = a + 1; b < result.length; b += 1)
        closest = Math.min(closest, Math.hypot(result[a]![0] - result[b]![0], result[a]![1] - result[b]![1]));
    expect(closest).toBeGreaterThanOrEqual(31.9);
  });
});
