/**
 * DIF by Mantel-Haenszel: the statistic on known tables, and planted DIF found in a seeded
 * simulation where the focal group is also less able on average (impact without DIF must not
 * look like DIF).
 */
import { describe, expect, it } from 'vitest';
import { calibrateItems } from './calibration.ts';
import { gaussian, simulateSample } from './calibration-simulation.test-helper.ts';
import { etsClass, mantelHaenszel } from './dif.ts';
import { probability } from './irt.ts';
import { seeded } from './seeded-random.test-helper.ts';

describe('mantelHaenszel', () => {
  it('gives alpha 1 and class A for groups that answer alike, whatever their sizes', () => {
    const mh = mantelHaenszel([
      { refRight: 80, refWrong: 20, focalRight: 40, focalWrong: 10 },
      { refRight: 30, refWrong: 70, focalRight: 60, focalWrong: 140 },
    ])!;
    expect(mh.alpha).toBeCloseTo(1, 10);
    expect(mh.delta).toBeCloseTo(0, 10);
    expect(etsClass(mh)).toBe('A');
  });

  it('matches a hand computation and classes large significant DIF as C', () => {
    // One stratum: alpha = (a d) / (b c) = (60 * 60) / (40 * 40) = 2.25, delta = -2.35 ln 2.25.
    const mh = mantelHaenszel([
      { refRight: 600, refWrong: 400, focalRight: 400, focalWrong: 600 },
    ])!;
    expect(mh.alpha).toBeCloseTo(2.25, 10);
    expect(mh.delta).toBeCloseTo(-2.35 * Math.log(2.25), 10);
    // RBG with one stratum reduces to the Woolf variance 1/a + 1/b + 1/c + 1/d.
    const woolf = Math.sqrt(1 / 600 + 1 / 400 + 1 / 400 + 1 / 600);
    expect(mh.seDelta).toBeCloseTo(2.35 * woolf, 6);
    expect(etsClass(mh)).toBe('C');
    expect(etsClass({ ...mh, delta: -1.2 })).toBe('B');
    expect(etsClass({ ...mh, p: 0.2 })).toBe('A');
  });

  it('is null without both groups', () => {
    expect(mantelHaenszel([{ refRight: 5, refWrong: 5, focalRight: 0, focalWrong: 0 }])).toBeNull();
    expect(mantelHaenszel([])).toBeNull();
  });
});

describe('DIF in a calibration', () => {
  it('finds items planted harder for the focal group (language) and few others', () => {
    const rng = seeded(808);
    const items = Array.from({ length: 40 }, () => ({ a: 1.3, b: gaussian(rng), c: 0, d: 1 }));
    const DIF = new Map([
      [5, 0.9],
      [12, 0.9],
      [23, 0.6],
      [31, -0.9],
    ]);
    // Children 0..1499 reference (mean 0), 1500..2999 focal (mean -0.5).
    const focal = (child: number) => child >= 1500;
    const { responses } = simulateSample(rng, {
      children: 3000,
      items,
      answer: (child, item, theta, modelRight) => {
        const t = theta - (focal(child) ? 0.5 : 0);
        const shift = focal(child) ? (DIF.get(item) ?? 0) : 0;
        const p = probability({ ...items[item]!, b: items[item]!.b + shift }, t);
        void modelRight;
        return rng() < p;
      },
    });
    const { set } = calibrateItems({
      responses,
      itemCount: 40,
      model: 'rasch',
      version: 't',
      dif: [
        {
          name: 'language',
          reference: 'en',
          focal: 'es',
          groupOf: (p) => (focal(p) ? 'es' : 'en'),
        },
      ],
    });
    const report = set.dif[0]!;
    expect(report.persons).toEqual({ reference: 1500, focal: 1500 });
    for (const [item, shift] of DIF) {
      const found = report.items[item]!;
      expect(['B', 'C'], `item ${item}`).toContain(found.etsClass);
      expect(found.favours).toBe(shift > 0 ? 'reference' : 'focal');
    }
    expect(report.items[5]!.etsClass).toBe('C');
    expect(set.items[5]!.flags).toContain('dif');
    const others = report.items.filter((x) => !DIF.has(x.item));
    expect(others.filter((x) => x.etsClass === 'C')).toHaveLength(0);
    expect(others.filter((x) => x.etsClass === 'B').length).toBeLessThanOrEqual(2);
  });
});
