import { describe, expect, it } from 'vitest';
import {
  ROTATION_PRACTICE,
  ROTATION_TEST_BANK,
  isRightChoice,
  rotationPracticeItem,
  rotationTestItem,
} from './bank.ts';
import { ALL_ANGLES, ROTATION_ANGLES, ROTATION_STANDARD_TRIALS } from './rules.ts';
import { rotationRunList } from './run-list.ts';
import { STIMULUS_IDS } from './stimuli.ts';

const countBy = <T, K>(list: readonly T[], key: (x: T) => K) => {
  const counts = new Map<K, number>();
  for (const x of list) counts.set(key(x), (counts.get(key(x)) ?? 0) + 1);
  return counts;
};

describe('Matching Game bank', () => {
  it('has at least 100 test items with stable ids saying picture, angle and side', () => {
    expect(ROTATION_TEST_BANK.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ROTATION_TEST_BANK.map((i) => i.id)).size).toBe(ROTATION_TEST_BANK.length);
    for (const item of ROTATION_TEST_BANK) {
      expect(item.id).toBe(`${item.stimulusId}-${item.angle}-${item.matchSide}`);
      expect(ROTATION_ANGLES[item.kind]).toContain(item.angle);
      expect(rotationTestItem(item.id)).toBe(item);
    }
    expect(rotationTestItem('duck-120-left')).toMatchObject({ angle: 120, matchSide: 'left' });
    expect(rotationTestItem('shape-f-40-left')).toBeUndefined(); // shapes turn in 30s
    expect(rotationTestItem('duck-30-left')).toBeUndefined(); // animals in 40s
  });

  it('is balanced: every picture at every angle of its kind, the match on each side', () => {
    expect(new Set(ROTATION_TEST_BANK.map((i) => i.stimulusId))).toEqual(new Set(STIMULUS_IDS));
    const sides = countBy(ROTATION_TEST_BANK, (i) => i.matchSide);
    expect(sides.get('left')).toBe(sides.get('right'));
    const cells = countBy(ROTATION_TEST_BANK, (i) => `${i.stimulusId}/${i.angle}`);
    expect([...cells.values()].every((n) => n === 2)).toBe(true);
  });

  it('has three practice items, upright or slightly turned, apart from the test items', () => {
    expect(ROTATION_PRACTICE).toHaveLength(3);
    for (const item of ROTATION_PRACTICE) {
      expect(item.angle).toBeLessThanOrEqual(40);
      expect(item.id.startsWith('practice-')).toBe(true);
      expect(rotationTestItem(item.id)).toBeUndefined();
      expect(rotationPracticeItem(item.id)).toBe(item);
    }
    expect(ROTATION_PRACTICE.map((i) => i.angle)).toEqual([0, 0, 40]);
  });

  it('judges the side chosen against the side of the match', () => {
    const item = rotationTestItem('fish-80-right')!;
    expect(isRightChoice(item, 'right')).toBe(true);
    expect(isRightChoice(item, 'left')).toBe(false);
    expect(isRightChoice(item, null)).toBe(false);
  });
});

describe('rotationRunList', () => {
  it('gives a standard run 40 items: 4 per angle, 20 on each side, none twice', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const list = rotationRunList(seed);
      expect(list).toHaveLength(ROTATION_STANDARD_TRIALS);
      expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
      const angles = countBy(list, (i) => i.angle);
      expect([...angles.keys()].sort((a, b) => a - b)).toEqual([...ALL_ANGLES]);
      expect([...angles.values()].every((n) => n === 4)).toBe(true);
      const sides = countBy(list, (i) => i.matchSide);
      expect(sides.get('left')).toBe(20);
      // Within an angle too: two on each side.
      for (const angle of ALL_ANGLES) {
        expect(list.filter((i) => i.angle === angle && i.matchSide === 'left')).toHaveLength(2);
      }
    }
  });

  it('is the same list for the same seed, another for another seed', () => {
    const ids = (seed: string) => rotationRunList(seed).map((i) => i.id);
    expect(ids('same')).toEqual(ids('same'));
    expect(ids('same')).not.toEqual(ids('other'));
  });

  it('shows no picture twice in a row in a standard run', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const list = rotationRunList(seed);
      const repeats = list.filter(
        (item, i) => i > 0 && item.stimulusId === list[i - 1]!.stimulusId,
      );
      expect(repeats).toHaveLength(0);
    }
  });

  it('gives numTrials items from 1 to 120, balanced over angles and sides', () => {
    for (const n of [1, 7, 10, 25, 45, 80, 99, 120]) {
      const list = rotationRunList(`n${n}`, n);
      expect(list).toHaveLength(n);
      expect(new Set(list.map((i) => i.id)).size).toBe(n);
      const angles = [...countBy(list, (i) => i.angle).values()];
      // Up to 80 items every angle has its share; beyond, the animal-only angles run out.
      if (n <= 80) expect(Math.max(...angles) - Math.min(...angles)).toBeLessThanOrEqual(1);
      if (n >= 10) expect(angles).toHaveLength(ALL_ANGLES.length);
      const sides = countBy(list, (i) => i.matchSide);
      expect(Math.abs((sides.get('left') ?? 0) - (sides.get('right') ?? 0))).toBeLessThanOrEqual(2);
    }
  });

  it('takes a shorter list from the same seed the same way', () => {
    expect(rotationRunList('s', 12)).toEqual(rotationRunList('s', 12));
    expect(rotationRunList('s', 0)).toHaveLength(1);
  });
});
