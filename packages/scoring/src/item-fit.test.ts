/**
 * Planted misfitting items are flagged (issue 20, item 3 acceptance): among 60 items answered by
 * 2,000 seeded simulated children, two answered at random (60 % right whatever the ability) and
 * two reversed (abler children more often wrong). Every planted item must be flagged under both
 * models, and at most 2 of the 56 good items (bench/calibration.ts: 0 of 280 over five seeds).
 */
import { describe, expect, it } from 'vitest';
import { calibrateItems } from './calibration.ts';
import { gaussian, simulateSample } from './calibration-simulation.test-helper.ts';
import { flagItem } from './item-fit.ts';
import { seeded } from './seeded-random.test-helper.ts';

const RANDOM = new Set([3, 41]);
const REVERSED = new Set([17, 52]);

describe('item fit flags planted misfits', () => {
  for (const model of ['rasch', '2pl'] as const) {
    it(`${model}: random and reversed items flagged and dropped, good items kept`, () => {
      const rng = seeded(model === 'rasch' ? 71 : 72);
      const items = Array.from({ length: 60 }, () => ({
        a: model === 'rasch' ? 1.4 : 1.3 * Math.exp(0.3 * gaussian(rng)),
        b: gaussian(rng),
        c: 0,
        d: 1,
      }));
      const { responses } = simulateSample(rng, {
        children: 2000,
        items,
        answer: (_child, item, theta, modelRight) => {
          if (RANDOM.has(item)) return rng() < 0.6;
          if (REVERSED.has(item)) return rng() < 1 / (1 + Math.exp(1.2 * (theta - items[item]!.b)));
          return modelRight;
        },
      });
      const { set } = calibrateItems({ responses, itemCount: 60, model, version: 't' });
      const planted = set.items.filter((x) => RANDOM.has(x.index) || REVERSED.has(x.index));
      for (const item of planted) {
        expect(item.usable, `item ${item.index}`).toBe(false);
        expect(item.dropped).toBe(true);
        expect(item.reasons.length).toBeGreaterThan(0);
      }
      for (const index of REVERSED) {
        expect(set.items[index]!.flags).toContain('negativeDiscrimination');
      }
      const good = set.items.filter((x) => !RANDOM.has(x.index) && !REVERSED.has(x.index));
      const falseFlags = good.filter((x) => !x.usable);
      expect(falseFlags.length).toBeLessThanOrEqual(2);
      expect(set.provenance.fits).toHaveLength(2);
      expect(set.provenance.notes[0]).toMatch(/without 4 misfitting/);
    });
  }
});

describe('flagItem', () => {
  const fit = {
    n: 500,
    infit: 1,
    outfit: 1,
    infitZ: 0,
    outfitZ: 0,
    eapCorrelation: 0.4,
  };
  it('needs both a mean square outside 0.7-1.3 and |z| >= 2', () => {
    const base = { right: 250, slope: 1, minResponses: 100 };
    expect(flagItem({ ...base, fit }).flags).toEqual([]);
    expect(flagItem({ ...base, fit: { ...fit, outfit: 1.5, outfitZ: 5 } }).flags).toEqual([
      'underfit',
    ]);
    expect(flagItem({ ...base, fit: { ...fit, outfit: 1.5, outfitZ: 1.5 } }).flags).toEqual([]);
    expect(flagItem({ ...base, fit: { ...fit, infit: 0.6, infitZ: -3 } }).flags).toEqual([
      'overfit',
    ]);
    expect(flagItem({ ...base, slope: 0.2, fit }).flags).toEqual(['lowDiscrimination']);
    expect(flagItem({ ...base, fit: { ...fit, eapCorrelation: -0.2 } }).flags).toEqual([
      'negativeDiscrimination',
    ]);
    expect(flagItem({ ...base, minResponses: 600, fit }).flags).toEqual(['fewResponses']);
    expect(flagItem({ ...base, right: 500, fit }).flags).toEqual(['noVariance']);
  });
});
