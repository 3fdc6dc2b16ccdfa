// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { OPTION_IDS, PRACTICE, TEST_PASSAGES, questionsOf, testPassages } from './bank.ts';
import { GRADE_1_TO_3, PRACTICE_PASSAGES } from './passages-1.ts';
import { GRADE_4_TO_6 } from './passages-2.ts';
import { GRADE_THETA, TYPE_OFFSET } from './rules.ts';
import { DISTRACTOR_KINDS, INFERENCE_TYPES } from './types.ts';

const questions = questionsOf(TEST_PASSAGES);
const sentences = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/).length;
const count = <T>(values: readonly T[], value: T) => values.filter((v) => v === value).length;

describe('Inference Game bank', () => {
  it('has two practice passages and 32 test passages for grades 1 to 6, 53 questions', () => {
    expect(PRACTICE.map((p) => p.questions.length)).toEqual([1, 1]);
    expect(TEST_PASSAGES).toHaveLength(32);
    expect(questions).toHaveLength(53);
    for (const grade of [1, 2, 3, 4, 5, 6]) {
      expect(
        count(
          TEST_PASSAGES.map((p) => p.grade),
          grade,
        ),
        `grade ${grade}`,
      ).toBeGreaterThanOrEqual(5);
    }
    for (const passage of TEST_PASSAGES) {
      expect([1, 2]).toContain(passage.questions.length);
    }
  });

  it('gives passages of two to five sentences, easiest grade first', () => {
    for (const passage of [...PRACTICE, ...TEST_PASSAGES]) {
      const n = sentences(passage.text);
      expect(n, passage.id).toBeGreaterThanOrEqual(2);
      expect(n, passage.id).toBeLessThanOrEqual(5);
    }
    const grades = TEST_PASSAGES.map((p) => p.grade);
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
  });

  it('never repeats a passage, question or item id, so no item comes twice in a run', () => {
    const all = [...PRACTICE, ...TEST_PASSAGES];
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.text)).size).toBe(all.length);
    const ids = questionsOf(all).map((q) => q.itemId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+\.q[12]$/);
  });

  it('asks every inference type at least seven times, and the first passages mix them', () => {
    for (const type of INFERENCE_TYPES) {
      expect(
        count(
          questions.map((q) => q.type),
          type,
        ),
        type,
      ).toBeGreaterThanOrEqual(7);
      // A short variant of the first five passages already asks every type.
      expect(
        questionsOf(testPassages(5)).some((q) => q.type === type),
        type,
      ).toBe(true);
    }
  });

  it('has four different options per question: the answer and three distractors of the kinds', () => {
    for (const q of questionsOf([...PRACTICE, ...TEST_PASSAGES])) {
      expect(q.options.map((o) => o.id)).toEqual([...OPTION_IDS]);
      expect(new Set(q.options.map((o) => o.text.toLowerCase())).size, q.itemId).toBe(4);
      const answers = q.options.filter((o) => o.kind === 'answer');
      expect(answers.map((o) => o.id)).toEqual([q.answer]);
      const kinds = q.options.filter((o) => o.kind !== 'answer').map((o) => o.kind);
      expect(new Set(kinds).size, q.itemId).toBeGreaterThanOrEqual(2);
    }
    // Over the bank, every kind of distractor is common.
    const kinds = questions.flatMap((q) => q.options.map((o) => o.kind));
    for (const kind of DISTRACTOR_KINDS) expect(count(kinds, kind), kind).toBeGreaterThan(35);
  });

  it('balances the answer positions, over the bank, within each type and in short variants', () => {
    const places = (list: typeof questions) =>
      OPTION_IDS.map((id) =>
        count(
          list.map((q) => q.answer),
          id,
        ),
      );
    const spread = (list: typeof questions) => {
      const n = places(list);
      return Math.max(...n) - Math.min(...n);
    };
    expect(spread(questions)).toBeLessThanOrEqual(1);
    expect(spread(questionsOf(testPassages(8)))).toBeLessThanOrEqual(2);
    for (const type of INFERENCE_TYPES) {
      const mine = questions.filter((q) => q.type === type);
      expect(spread(mine), type).toBeLessThanOrEqual(1);
    }
    // The answer is not given away by being the longest option most of the time.
    const longest = questions.filter((q) => {
      const lengths = q.options.map((o) => o.text.length);
      return q.options.find((o) => o.id === q.answer)!.text.length === Math.max(...lengths);
    });
    expect(longest.length / questions.length).toBeLessThan(0.5);
  });

  it('documents each question prior: difficulty from the grade and the inference type', () => {
    for (const q of questions) {
      expect(q.difficulty).toBeCloseTo(GRADE_THETA[q.grade]! + TYPE_OFFSET[q.type], 5);
    }
    const byGrade = (g: number) => questions.filter((q) => q.grade === g).map((q) => q.difficulty);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (let g = 2; g <= 6; g += 1) expect(mean(byGrade(g))).toBeGreaterThan(mean(byGrade(g - 1)));
  });

  it('writes everything in short, speakable sentences (no digits for the speech engine)', () => {
    for (const p of [...PRACTICE_PASSAGES, ...GRADE_1_TO_3, ...GRADE_4_TO_6]) {
      expect(p.text, p.id).not.toMatch(/\d/);
      for (const q of p.questions) {
        expect(q.text, p.id).toMatch(/\?$/);
        expect(q.text, p.id).not.toMatch(/\d/);
        for (const option of [q.answer, ...q.distractors.map((d) => d.text)]) {
          expect(option.length, option).toBeLessThanOrEqual(60);
        }
      }
    }
  });
});
