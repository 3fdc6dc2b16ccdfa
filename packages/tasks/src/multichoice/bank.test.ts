import { WRITTEN_CHOICE_BANKS } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { WRITTEN_SOURCES, answerKeyOf, keyedBank } from './answer-keys/index.ts';
import { arrangeBank } from './arrange.ts';
import { WRITTEN_BANKS } from './bank-items.ts';
import { PILOT_EVERY, writtenRunPlan } from './engine.ts';

const MIN_CORE = { morphology: 60, cva: 90 } as const;
const PRACTICE = { morphology: 2, cva: 3 } as const;

describe.each(WRITTEN_CHOICE_BANKS)('the %s bank', (bankId) => {
  const bank = WRITTEN_BANKS[bankId];
  const all = [...bank.practice, ...bank.core, ...bank.pilot];

  it('has its practice items, enough core items and a pilot item for every four core items', () => {
    expect(bank.practice).toHaveLength(PRACTICE[bankId]);
    expect(bank.core.length).toBeGreaterThanOrEqual(MIN_CORE[bankId]);
    expect(bank.pilot.length).toBeGreaterThanOrEqual(Math.ceil(bank.core.length / PILOT_EVERY) - 1);
  });

  it('is the web copy of the written bank, with no test keys (bank-items.ts is current)', () => {
    expect(WRITTEN_BANKS[bankId]).toEqual(arrangeBank(WRITTEN_SOURCES[bankId]).bank);
    for (const item of [...bank.core, ...bank.pilot]) expect(item).not.toHaveProperty('key');
    for (const item of bank.practice) expect(item.key).toBe(answerKeyOf(bankId, item.id));
  });

  it('has unique ids, four different options and the right answer where it was written', () => {
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    for (const [role, rows] of [
      ['core', WRITTEN_SOURCES[bankId].core],
      ['pilot', WRITTEN_SOURCES[bankId].pilot],
    ] as const) {
      rows.forEach((row, index) => {
        const item = bank[role][index]!;
        expect(new Set(item.options.map((o) => o.toLowerCase())).size, item.id).toBe(4);
        expect(item.options[answerKeyOf(bankId, item.id)!], item.id).toBe(row[3]);
      });
    }
  });

  it('places answers evenly over the four positions', () => {
    for (const list of [bank.core, bank.pilot]) {
      const counts = [0, 0, 0, 0];
      for (const item of list) {
        const key = answerKeyOf(bankId, item.id)!;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      for (const count of counts) expect(Math.abs(count - list.length / 4)).toBeLessThanOrEqual(1);
    }
  });

  it('grades its items from grade 1 to 12, easiest first, in every form', () => {
    const grades = bank.core.map((i) => i.grade);
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
    expect(new Set(grades)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    for (const form of ['early', 'middle', 'upper'] as const) {
      const plan = writtenRunPlan(bank, { form, pilot: true, practice: true });
      expect(plan.core.length, form).toBeGreaterThanOrEqual(15);
    }
  });

  it('writes every item in its bank’s shape', () => {
    for (const item of all) {
      if (bankId === 'morphology') {
        expect(item.text.split('___'), item.id).toHaveLength(2);
        expect(item.kind).toMatch(/^(inflection|derivation)$/);
      } else {
        expect(item.text.toLowerCase(), item.id).toContain(item.target!.toLowerCase());
      }
    }
  });

  it('is the same bank on the server (keyed) as on the web', () => {
    expect(keyedBank(bankId)).toEqual(bank);
  });
});

describe('morphology subscores', () => {
  it('has inflection and derivation items at every level', () => {
    const kinds = WRITTEN_BANKS.morphology.core.map((i) => i.kind);
    expect(kinds.filter((k) => k === 'inflection').length).toBeGreaterThanOrEqual(25);
    expect(kinds.filter((k) => k === 'derivation').length).toBeGreaterThanOrEqual(25);
  });
});
