/**
 * Calibration recovers known item parameters from seeded simulated children (issue 20, item 3
 * acceptance): difficulty r >= 0.95 and RMSE <= 0.35 from 1,000 children, discrimination
 * r >= 0.8 from 3,000, two-choice items with c = 0.5, an adaptive-like sparse design, and a set
 * linked to the previous scale. Full-size runs: bench/calibration.ts.
 */
import { describe, expect, it } from 'vitest';
import { calibrateItems } from './calibration.ts';
import { gaussian, rmse, simulateSample } from './calibration-simulation.test-helper.ts';
import { correlation } from './recovery.ts';
import { seeded } from './seeded-random.test-helper.ts';

const bank = (rng: () => number, count: number, slope: () => number, c = 0) =>
  Array.from({ length: count }, () => ({ a: slope(), b: 1.2 * gaussian(rng), c, d: 1 }));

describe('calibrateItems recovers simulated items', () => {
  it('Rasch: difficulty from 1,000 children (r >= 0.95, RMSE <= 0.35), honest SEs', () => {
    const rng = seeded(101);
    const items = bank(rng, 40, () => 1);
    const { responses } = simulateSample(rng, { children: 1000, items });
    const { set } = calibrateItems({ responses, itemCount: 40, model: 'rasch', version: 't' });
    const b = set.items.map((x) => x.b);
    const truth = items.map((x) => x.b);
    expect(correlation(b, truth)).toBeGreaterThanOrEqual(0.95);
    expect(rmse(b, truth)).toBeLessThanOrEqual(0.35);
    expect(set.items[0]!.a).toBeCloseTo(1, 0);
    // The reported SEs describe the actual error: their mean is within 30 % of the RMSE.
    const meanSe = set.items.reduce((s, x) => s + x.seB!, 0) / 40;
    expect(meanSe / rmse(b, truth)).toBeGreaterThan(0.7);
    expect(meanSe / rmse(b, truth)).toBeLessThan(1.3);
    expect(set.provenance.converged).toBe(true);
    expect(set.provenance.fit.flagged.underfit ?? 0).toBe(0);
  });

  it('2PL: discrimination from 3,000 children (r >= 0.8), difficulty too', () => {
    const rng = seeded(202);
    const items = bank(rng, 40, () => Math.exp(0.35 * gaussian(rng)));
    const { responses } = simulateSample(rng, { children: 3000, items });
    const { set } = calibrateItems({ responses, itemCount: 40, model: '2pl', version: 't' });
    expect(
      correlation(
        set.items.map((x) => x.a),
        items.map((x) => x.a),
      ),
    ).toBeGreaterThanOrEqual(0.8);
    expect(
      correlation(
        set.items.map((x) => x.b),
        items.map((x) => x.b),
      ),
    ).toBeGreaterThanOrEqual(0.95);
    expect(set.items.every((x) => x.seA! > 0 && x.seA! < 0.3)).toBe(true);
  });

  it('two-choice items with guessing fixed at 0.5 (2PL, 3,000 children)', () => {
    const rng = seeded(303);
    const items = bank(rng, 40, () => 1.3 * Math.exp(0.3 * gaussian(rng)), 0.5);
    const { responses } = simulateSample(rng, { children: 3000, items });
    const { set } = calibrateItems({
      responses,
      itemCount: 40,
      model: '2pl',
      guessing: 0.5,
      version: 't',
    });
    const b = set.items.map((x) => x.b);
    const truth = items.map((x) => x.b);
    expect(correlation(b, truth)).toBeGreaterThanOrEqual(0.95);
    expect(rmse(b, truth)).toBeLessThanOrEqual(0.35);
    expect(
      correlation(
        set.items.map((x) => x.a),
        items.map((x) => x.a),
      ),
    ).toBeGreaterThanOrEqual(0.6);
    expect(set.items.every((x) => x.c === 0.5 && x.d === 1)).toBe(true);
  });

  it('a sparse adaptive-like design: each of 3,000 children answers 20 of 80 items', () => {
    const rng = seeded(404);
    const items = bank(rng, 80, () => 1);
    const { responses } = simulateSample(rng, { children: 3000, items, perChild: 20 });
    const { set } = calibrateItems({ responses, itemCount: 80, model: 'rasch', version: 't' });
    const b = set.items.map((x) => x.b);
    expect(
      correlation(
        b,
        items.map((x) => x.b),
      ),
    ).toBeGreaterThanOrEqual(0.95);
    expect(
      rmse(
        b,
        items.map((x) => x.b),
      ),
    ).toBeLessThanOrEqual(0.35);
    expect(set.provenance.responses).toBe(60_000);
  });

  it('links to the previous scale: a sample of mean -1, SD 1.3 against noisy provisional priors', () => {
    const rng = seeded(505);
    const items = bank(rng, 40, () => 1.2);
    const previous = items.map((x) => ({ ...x, b: x.b + 0.4 * gaussian(rng) }));
    const { responses } = simulateSample(rng, { children: 2000, items, mean: -1, sd: 1.3 });
    const { set, persons } = calibrateItems({
      responses,
      itemCount: 40,
      model: 'rasch',
      previous,
      version: 't',
    });
    expect(set.scale.kind).toBe('linked');
    expect(set.scale.anchors).toBe(40);
    expect(set.scale.latentMean).toBeCloseTo(-1, 0);
    expect(Math.abs(set.scale.latentSd - 1.3)).toBeLessThan(0.3);
    const b = set.items.map((x) => x.b);
    expect(
      rmse(
        b,
        items.map((x) => x.b),
      ),
    ).toBeLessThanOrEqual(0.35);
    expect(persons.theta.length).toBe(2000);
  });

  it('is deterministic and JSON-serialisable', () => {
    const run = () => {
      const rng = seeded(606);
      const items = bank(rng, 15, () => 1);
      const { responses } = simulateSample(rng, { children: 300, items });
      return calibrateItems({
        responses,
        itemCount: 15,
        model: '2pl',
        version: 'swr.3',
        provenance: {
          collectedFrom: '2026-09-01',
          collectedTo: '2026-11-30',
          previousVersion: 'swr.2',
        },
      }).set;
    };
    const set = run();
    expect(JSON.parse(JSON.stringify(set))).toEqual(set);
    expect(JSON.stringify(run())).toBe(JSON.stringify(set));
    expect(set.provenance.source.collectedTo).toBe('2026-11-30');
    expect(set.provenance.persons).toBe(300);
  });
});
