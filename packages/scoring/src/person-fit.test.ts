import { describe, expect, it } from 'vitest';
import { probability } from './irt.ts';
import { seeded } from './seeded-random.test-helper.ts';
import {
  PERSON_FIT_LZ_CUT,
  TIMING,
  personFitFlag,
  personFitLz,
  sameResponseFlag,
  stimulusTimingFlag,
} from './person-fit.ts';

const items = Array.from({ length: 40 }, (_, i) => ({
  a: 1.3,
  b: -3 + (6 * i) / 39,
  c: 0.5,
  d: 0.98,
}));

describe('personFitLz', () => {
  it('is near 0 for answers drawn from the model and very negative for a reversed pattern', () => {
    const rng = seeded(7);
    const fitting = items.map((item) => ({ item, correct: rng() < probability(item, 0) }));
    expect(Math.abs(personFitLz(fitting, 0)!)).toBeLessThan(2);
    // Wrong on every easy item, right on every hard one.
    const reversed = items.map((item) => ({ item, correct: item.b > 0 }));
    expect(personFitLz(reversed, 0)!).toBeLessThan(-5);
    expect(personFitFlag(reversed, 0)).toBe('personMisfit');
    expect(personFitFlag(fitting, 0)).toBeNull();
  });

  it('needs enough answers and some variance', () => {
    expect(personFitLz([], 0)).toBeNull();
    const few = items.slice(0, 10).map((item) => ({ item, correct: false }));
    expect(personFitFlag(few, 3)).toBeNull();
    expect(PERSON_FIT_LZ_CUT).toBeLessThan(0);
  });
});

describe('sameResponseFlag', () => {
  it('flags one answer given to at least 90 % of 20 or more items', () => {
    expect(sameResponseFlag(Array(30).fill('real'))).toBe('sameResponseThroughout');
    expect(sameResponseFlag([...Array(27).fill('real'), 'made-up', 'made-up', 'made-up'])).toBe(
      'sameResponseThroughout',
    );
    expect(sameResponseFlag([...Array(26).fill('real'), ...Array(4).fill('made-up')])).toBeNull();
    expect(sameResponseFlag(Array(19).fill('real'))).toBeNull();
    expect(sameResponseFlag([...Array(19).fill('real'), null, undefined])).toBeNull();
  });
});

describe('stimulusTimingFlag', () => {
  /** A device that drops each frame of a 21-frame exposure with probability `p`. */
  const device = (p: number, rng: () => number, trials = 84) =>
    Array.from({ length: trials }, () => {
      let late = 0;
      for (let f = 0; f < 21; f += 1) if (rng() < p) late += 1;
      return { requestedFrames: 21, measuredFrames: 21 + late };
    });
  const flaggedShare = (p: number) => {
    const rng = seeded(Math.round(p * 1e6) + 11);
    let flagged = 0;
    for (let run = 0; run < 500; run += 1) if (stimulusTimingFlag(device(p, rng))) flagged += 1;
    return flagged / 500;
  };

  it('passes sound devices and flags ones that drop frames (thresholds of docs/validity-flags.md)', () => {
    // One frame in 1,000 dropped: 2 % of exposures off.
    expect(flaggedShare(0.001)).toBe(0);
    // One in 100: 19 % off.
    expect(flaggedShare(0.01)).toBeGreaterThanOrEqual(0.7);
    // One in 50: 35 % off.
    expect(flaggedShare(0.02)).toBe(1);
  });

  it('judges only measured exposures, and needs enough of them', () => {
    const off = { requestedFrames: 21, measuredFrames: 23 };
    expect(stimulusTimingFlag(Array(TIMING.minMeasured - 1).fill(off))).toBeNull();
    expect(stimulusTimingFlag(Array(TIMING.minMeasured).fill(off))).toBe('stimulusTimingOff');
    const unmeasured = { requestedFrames: 21, measuredFrames: null };
    expect(stimulusTimingFlag([...Array(40).fill(unmeasured), ...Array(5).fill(off)])).toBeNull();
  });
});
