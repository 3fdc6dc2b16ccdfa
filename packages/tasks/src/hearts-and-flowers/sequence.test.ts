// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { HF_BLOCKS } from './rules.ts';
import { hfItemsById, hfPlan, hfSequence, longestRun } from './sequence.ts';
import { correctSide, HF_BLOCK_IDS, type HfItem } from './types.ts';

const SEEDS = Array.from({ length: 200 }, (_, i) => `seed-${i}`);
const count = (items: readonly HfItem[], test: (i: HfItem) => boolean) => items.filter(test).length;

describe('the rules', () => {
  it('gives the blocks in order with their lengths, windows and streaks', () => {
    const plan = hfPlan('a', { practice: true });
    expect(plan.map((b) => b.id)).toEqual([...HF_BLOCK_IDS]);
    expect(plan.map((b) => b.test.length)).toEqual([12, 16, 16, 16]);
    expect(plan.map((b) => b.practice.length)).toEqual([6, 6, 6, 0]);
    expect(plan.map((b) => b.rules.responseWindowMs)).toEqual([1500, 1500, 2000, 1500]);
    expect(plan.map((b) => b.rules.practiceStreak)).toEqual([2, 2, 3, null]);
    expect(plan.map((b) => b.instruction.map((i) => `${i.shape}-${i.side}`))).toEqual([
      ['heart-left', 'heart-right'],
      ['flower-left', 'flower-right'],
      ['heart-left', 'flower-left'],
      [],
    ]);
  });

  it('presses the heart side and the side away from a flower', () => {
    expect(correctSide('heart', 'left')).toBe('left');
    expect(correctSide('heart', 'right')).toBe('right');
    expect(correctSide('flower', 'left')).toBe('right');
    expect(correctSide('flower', 'right')).toBe('left');
  });

  it('leaves out instruction and practice trials with practice off', () => {
    const plan = hfPlan('a', { practice: false });
    expect(plan.every((b) => b.instruction.length === 0 && b.practice.length === 0)).toBe(true);
    expect(plan.map((b) => b.test)).toEqual(hfPlan('a', { practice: true }).map((b) => b.test));
  });

  it('caps the test trials per block, the practice unchanged', () => {
    const short = hfPlan('a', { practice: true, trialsPerBlock: 3 });
    expect(short.map((b) => b.test.length)).toEqual([3, 3, 3, 3]);
    expect(short.map((b) => b.practice)).toEqual(
      hfPlan('a', { practice: true }).map((b) => b.practice),
    );
    expect(hfPlan('a', { practice: false, trialsPerBlock: 14 })[0]!.test).toHaveLength(12);
  });

  it.each(SEEDS.slice(0, 5))('names every item uniquely by block, phase and place (%s)', (seed) => {
    const plan = hfPlan(seed, { practice: true });
    const items = plan.flatMap((b) => [...b.instruction, ...b.practice, ...b.test]);
    expect(hfItemsById(plan).size).toBe(items.length);
    expect(plan[2]!.test[6]!.id).toBe('mixed.test.07');
    for (const item of items)
      expect(item.id).toMatch(/^(hearts|flowers|mixed2?)\.(instruction|practice|test)\.\d\d$/);
  });

  it('balances sides and shapes, at most three alike in a row, for every seed', () => {
    for (const seed of SEEDS) {
      for (const block of hfPlan(seed, { practice: true })) {
        for (const list of [block.practice, block.test]) {
          if (list.length === 0) continue;
          expect(count(list, (i) => i.side === 'left')).toBe(list.length / 2);
          expect(longestRun(list.map((i) => i.side))).toBeLessThanOrEqual(3);
          expect(list.every((i) => HF_BLOCKS[block.id].shapes.includes(i.shape))).toBe(true);
          if (HF_BLOCKS[block.id].shapes.length === 1) continue;
          expect(count(list, (i) => i.shape === 'heart')).toBe(list.length / 2);
          expect(longestRun(list.map((i) => i.shape))).toBeLessThanOrEqual(3);
        }
        if (block.id.startsWith('mixed')) {
          for (const shape of ['heart', 'flower'] as const) {
            const mine = block.test.filter((i) => i.shape === shape);
            expect(count(mine, (i) => i.side === 'left')).toBe(mine.length / 2);
          }
        }
      }
    }
  });

  it('keeps an odd count as balanced as it can', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const trials = hfSequence(createRng(seed), 5, ['heart', 'flower']);
      const left = trials.filter((t) => t.side === 'left').length;
      const hearts = trials.filter((t) => t.shape === 'heart').length;
      expect([2, 3]).toContain(left);
      expect([2, 3]).toContain(hearts);
    }
  });

  it('marks the switches of the mixed blocks from the shape before', () => {
    const [hearts, , mixed] = hfPlan('s', { practice: true });
    expect(hearts!.test.every((i) => i.switched === null)).toBe(true);
    expect(mixed!.test[0]!.switched).toBeNull();
    mixed!.test.slice(1).forEach((item, i) => {
      expect(item.switched).toBe(item.shape !== mixed!.test[i]!.shape);
    });
    expect(mixed!.practice.every((i) => i.switched === null)).toBe(true);
  });

  it('gives the same plan for the same seed, another for another', () => {
    expect(hfPlan('x', { practice: true })).toEqual(hfPlan('x', { practice: true }));
    expect(hfPlan('x', { practice: true })).not.toEqual(hfPlan('y', { practice: true }));
  });

  it('measures runs', () => {
    expect(longestRun([])).toBe(0);
    expect(longestRun(['a', 'a', 'b', 'b', 'b', 'a'])).toBe(3);
  });
});
