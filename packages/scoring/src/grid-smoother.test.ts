import { describe, expect, it } from 'vitest';
import { invertMatrix, smoothGrid } from './grid-smoother.ts';

describe('smoothGrid', () => {
  it('leaves a parabola as it is (third differences) and bridges a gap on it', () => {
    const f = (k: number) => 400 + 12 * k - 0.3 * k * k;
    const points = Array.from({ length: 12 }, (_, k) => ({
      y: k === 5 ? 0 : f(k),
      weight: k === 5 ? 0 : 1,
    }));
    const fit = smoothGrid(points, 3)!;
    fit.values.forEach((value, k) => expect(value).toBeCloseTo(f(k), 6));
  });
  it('pulls a point that is off by its own noise back to its neighbours, not a sure one', () => {
    const line = Array.from({ length: 9 }, (_, k) => ({ y: 10 + k, weight: 100 }));
    const bump = (weight: number) =>
      smoothGrid(
        line.map((p, k) => (k === 4 ? { y: 15, weight } : p)),
        2,
      )!.values[4]!;
    expect(bump(100)).toBeCloseTo(15, 1); // 10 SD off: kept
    expect(Math.abs(bump(1) - 14)).toBeLessThan(0.1); // 1 SD off: smoothed away
  });
  it('fits two points exactly and refuses without data', () => {
    const fit = smoothGrid(
      [
        { y: 1, weight: 1 },
        { y: 0, weight: 0 },
        { y: 3, weight: 1 },
      ],
      3,
    )!;
    expect(fit.values.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([1, 2, 3]);
    expect(smoothGrid([{ y: 1, weight: 0 }], 2)).toBeNull();
  });
  it('inverts a matrix and refuses a singular one', () => {
    expect(
      invertMatrix([
        [2, 0],
        [0, 4],
      ]),
    ).toEqual([
      [0.5, 0],
      [0, 0.25],
    ]);
    expect(
      invertMatrix([
        [1, 2],
        [2, 4],
      ]),
    ).toBeNull();
  });
});
