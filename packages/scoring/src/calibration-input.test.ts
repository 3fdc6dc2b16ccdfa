/**
 * Bad or thin input gives clear results, never NaN: no answers, an item nobody answered, an item
 * everyone got right, malformed records.
 */
import { describe, expect, it } from 'vitest';
import { calibrateItems } from './calibration.ts';
import { simulateSample } from './calibration-simulation.test-helper.ts';
import { seeded } from './seeded-random.test-helper.ts';

const hasNaN = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? 'BAD' : v,
  ).includes('BAD');

describe('calibrateItems on bad or thin input', () => {
  it('with no answers: every item not answered, previous parameters kept, no NaN', () => {
    const previous = [{ a: 1.3, b: -1, c: 0.5, d: 1 }, null];
    const { set, persons } = calibrateItems({
      responses: [],
      itemCount: 2,
      model: '2pl',
      guessing: 0.5,
      previous,
      version: 'v',
    });
    expect(set.items.map((x) => x.flags)).toEqual([['notAnswered'], ['notAnswered']]);
    expect(set.items[0]).toMatchObject({ a: 1.3, b: -1, estimated: false, usable: false });
    expect(set.items[1]).toMatchObject({ a: 1, b: 0, seB: null, n: 0 });
    expect(set.scale.kind).toBe('sample');
    expect(set.provenance).toMatchObject({ persons: 0, responses: 0, itemsUsable: 0 });
    expect(persons.ids).toEqual([]);
    expect(hasNaN(set)).toBe(false);
    expect(
      calibrateItems({ responses: [], itemCount: 0, model: 'rasch', version: 'v' }).set.items,
    ).toEqual([]);
  });

  it('flags an item nobody answered and one everybody got right, and still fits the rest', () => {
    const rng = seeded(9);
    const items = Array.from({ length: 12 }, (_, i) => ({
      a: 1,
      b: -1.5 + (3 * i) / 11,
      c: 0,
      d: 1,
    }));
    const { responses } = simulateSample(rng, { children: 400, items });
    const data = [
      ...responses.filter((r) => r.item !== 11),
      ...Array.from({ length: 400 }, (_, p) => ({ person: p, item: 12, correct: 1 as const })),
    ];
    const { set } = calibrateItems({
      responses: data,
      itemCount: 13,
      model: 'rasch',
      version: 'v',
    });
    expect(set.items[11]!.flags).toEqual(['notAnswered']);
    expect(set.items[12]!.flags).toEqual(['noVariance']);
    expect(set.items[12]!.b).toBeLessThan(set.items[0]!.b);
    expect(Number.isFinite(set.items[12]!.seB)).toBe(true);
    expect(set.items.slice(0, 11).every((x) => x.usable)).toBe(true);
    expect(hasNaN(set)).toBe(false);
  });

  it('flags items with too few answers', () => {
    const rng = seeded(10);
    const items = Array.from({ length: 5 }, () => ({ a: 1, b: 0, c: 0, d: 1 }));
    const { responses } = simulateSample(rng, { children: 60, items });
    const { set } = calibrateItems({ responses, itemCount: 5, model: '2pl', version: 'v' });
    expect(set.items.every((x) => x.flags.includes('fewResponses') && !x.usable)).toBe(true);
    expect(set.items[0]!.reasons[0]).toBe('60 answers, fewer than 200');
  });

  it('takes the answers as columns with the same result as records', () => {
    const rng = seeded(11);
    const items = Array.from({ length: 6 }, (_, i) => ({ a: 1, b: i - 2.5, c: 0, d: 1 }));
    const { responses } = simulateSample(rng, { children: 200, items });
    const columns = {
      person: Int32Array.from(responses, (r) => r.person),
      item: Int32Array.from(responses, (r) => r.item),
      correct: Uint8Array.from(responses, (r) => (r.correct ? 1 : 0)),
    };
    const base = { itemCount: 6, model: 'rasch' as const, version: 'v' };
    expect(calibrateItems({ ...base, responses: columns }).set).toEqual(
      calibrateItems({ ...base, responses }).set,
    );
    expect(() =>
      calibrateItems({ ...base, responses: { ...columns, item: columns.item.slice(1) } }),
    ).toThrow(/equally long/);
  });

  it('rejects malformed records and settings with a message naming them', () => {
    const base = { itemCount: 2, model: 'rasch' as const, version: 'v' };
    expect(() =>
      calibrateItems({ ...base, responses: [{ person: 1, item: 2, correct: true }] }),
    ).toThrow(/response 0: item 2/);
    expect(() =>
      calibrateItems({ ...base, responses: [{ person: Number.NaN, item: 0, correct: true }] }),
    ).toThrow(/person/);
    expect(() =>
      calibrateItems({ ...base, responses: [{ person: 1, item: 0, correct: 2 as 1 }] }),
    ).toThrow(/correct/);
    expect(() => calibrateItems({ ...base, responses: [], guessing: [0.5] })).toThrow(
      /one value per item/,
    );
    expect(() => calibrateItems({ ...base, responses: [], guessing: 0.5, upper: 0.5 })).toThrow(
      /guessing must be below upper/,
    );
  });
});
