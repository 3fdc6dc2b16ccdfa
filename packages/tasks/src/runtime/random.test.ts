import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';

describe('createRng', () => {
  it('replays the same sequence for the same seed', () => {
    const a = createRng('run-42');
    const b = createRng('run-42');
    const seqA = Array.from({ length: 50 }, () => a.next());
    const seqB = Array.from({ length: 50 }, () => b.next());
    expect(seqA).toEqual(seqB);
    expect(createRng('run-43').next()).not.toBe(seqA[0]);
  });

  it('stays in [0, 1) and is roughly uniform', () => {
    const rng = createRng('uniform');
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 20_000; i += 1) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 10)] += 1;
    }
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('draws integers within inclusive bounds, each reachable', () => {
    const rng = createRng('dice');
    const seen = new Set<number>();
    for (let i = 0; i < 600; i += 1) seen.add(rng.int(1, 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => rng.int(3, 2)).toThrow(RangeError);
  });

  it('shuffles without losing or duplicating items, and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const shuffled = createRng('shuffle').shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(() => createRng('x').pick([])).toThrow(RangeError);
  });
});
