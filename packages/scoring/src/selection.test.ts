import { describe, expect, it } from 'vitest';
import { seeded } from './seeded-random.test-helper.ts';
import { type BankItem, selectNextItem } from './selection.ts';

interface WordItem extends BankItem {
  readonly real: boolean;
}

const item = (id: string, b: number, a = 1, real = true): WordItem => ({
  id,
  params: { a, b, c: 0.5, d: 0.99 },
  real,
});

const bank: WordItem[] = [
  item('w1', -2, 1.5, true),
  item('w2', 0, 1.0, true),
  item('p1', 0.5, 2.5, false),
  item('w3', 1, 2.0, true),
  item('p2', 3, 1.2, false),
];

describe("selectNextItem 'maximum-information'", () => {
  it('takes the most informative item at theta', () => {
    // At theta 1 the sharp item p1 (a 2.5, peak near b + 0.48) beats w3 (a 2, b 1).
    expect(selectNextItem(bank, { method: 'maximum-information', theta: 1 })?.id).toBe('p1');
    expect(selectNextItem(bank, { method: 'maximum-information', theta: -2 })?.id).toBe('w1');
  });
  it('skips used items', () => {
    const next = selectNextItem(bank, { method: 'maximum-information', theta: 1, usedIds: ['p1'] });
    expect(next?.id).toBe('w3');
  });
  it('breaks ties by bank order', () => {
    const twins = [item('x', 0), item('y', 0)];
    expect(selectNextItem(twins, { method: 'maximum-information', theta: 0 })?.id).toBe('x');
  });
});

describe("selectNextItem 'closest'", () => {
  it('takes the smallest |b - theta|, first in bank order on ties', () => {
    expect(selectNextItem(bank, { method: 'closest', theta: 0.2 })?.id).toBe('w2');
    expect(selectNextItem(bank, { method: 'closest', theta: 0.25 })?.id).toBe('w2');
    expect(selectNextItem(bank, { method: 'closest', theta: 2.4 })?.id).toBe('p2');
  });
  it('applies the offset to the target difficulty', () => {
    expect(selectNextItem(bank, { method: 'closest', theta: 0.2, closestOffset: 0.481 })?.id).toBe(
      'p1',
    );
  });
});

describe("selectNextItem 'random' and 'fixed'", () => {
  it('draws with the injected generator among eligible items', () => {
    expect(selectNextItem(bank, { method: 'random', theta: 0, rng: () => 0 })?.id).toBe('w1');
    expect(selectNextItem(bank, { method: 'random', theta: 0, rng: () => 0.5 })?.id).toBe('p1');
    expect(selectNextItem(bank, { method: 'random', theta: 0, rng: () => 0.9999 })?.id).toBe('p2');
  });
  it('needs a generator', () => {
    expect(() => selectNextItem(bank, { method: 'random', theta: 0 })).toThrow(/rng/);
  });
  it("'fixed' follows bank order", () => {
    const used = new Set(['w1', 'w2']);
    expect(selectNextItem(bank, { method: 'fixed', theta: 5, usedIds: used })?.id).toBe('p1');
  });
});

describe('filter and exhaustion', () => {
  it('lets a caller alternate real and made-up words', () => {
    const given: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const wantReal = i % 2 === 0;
      const next = selectNextItem(bank, {
        method: 'maximum-information',
        theta: 0.5,
        usedIds: given,
        filter: (candidate) => candidate.real === wantReal,
      });
      if (next) given.push(next.id);
    }
    expect(given.map((id) => bank.find((b) => b.id === id)?.real)).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
  it('returns undefined when nothing is left', () => {
    const all = bank.map((b) => b.id);
    expect(selectNextItem(bank, { method: 'fixed', theta: 0, usedIds: all })).toBeUndefined();
    expect(
      selectNextItem(bank, { method: 'closest', theta: 0, filter: (b) => b.id === 'none' }),
    ).toBeUndefined();
  });
});

describe('exposure control (ADR 053)', () => {
  const twins = Array.from({ length: 10 }, (_, i) => item(`t${i}`, 0, 1.5));
  const wide = [...twins, item('far', 4, 1.5)];

  it('draws among the k best with the run generator, the same for the same draws', () => {
    const rng = seeded(7);
    const picks = Array.from({ length: 200 }, () =>
      selectNextItem(bank, { method: 'maximum-information', theta: 1, randomesque: 2, rng }),
    );
    // The two most informative at theta 1 are p1 and w3.
    expect(new Set(picks.map((p) => p?.id))).toEqual(new Set(['p1', 'w3']));
    const again = (seed: number) =>
      selectNextItem(bank, {
        method: 'maximum-information',
        theta: 1,
        randomesque: 3,
        rng: seeded(seed),
      })?.id;
    expect(again(11)).toBe(again(11));
  });

  it('shares the exposure of items tied with the k-th best instead of bank order taking it', () => {
    const rng = seeded(3);
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i += 1) {
      const id = selectNextItem(wide, { method: 'closest', theta: 0, randomesque: 2, rng })!.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.size).toBe(10);
    expect(Math.max(...counts.values())).toBeLessThan(150);
    expect(counts.has('far')).toBe(false);
  });

  it('needs an rng for k > 1, and k = 1 is the plain best', () => {
    expect(() =>
      selectNextItem(bank, { method: 'maximum-information', theta: 1, randomesque: 2 }),
    ).toThrow(/rng/);
    expect(
      selectNextItem(bank, { method: 'maximum-information', theta: 1, randomesque: 1 })?.id,
    ).toBe('p1');
  });

  it('avoids recent items while others remain, then gives them', () => {
    const avoidIds = ['p1', 'w3', 'w2', 'p2'];
    expect(selectNextItem(bank, { method: 'maximum-information', theta: 1, avoidIds })?.id).toBe(
      'w1',
    );
    expect(
      selectNextItem(bank, {
        method: 'maximum-information',
        theta: 1,
        avoidIds,
        usedIds: ['w1'],
      })?.id,
    ).toBe('p1');
  });
});
