/**
 * Sentence forms equated (issue 20 item 9; ADR 053): children given form B or C get scores on
 * form A's scale through the stored equipercentile tables, so the form a child gets does not
 * change the score. Reduced and seeded; bench/exposure.ts prints the full-size figures.
 */
import { SRE_FORMS } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { formItems } from '../sre/index.ts';
import {
  EQUATED_TIME_LIMIT_SECONDS,
  equatedSentenceScore,
  simulateFormScores,
} from './equating.ts';
import { SENTENCE_EQUATING } from './equating-table.ts';

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe.each(['en', 'es'] as const)('Sentence equating (%s)', (language) => {
  it('stores an increasing table over every score of each form', () => {
    for (const form of ['B', 'C'] as const) {
      const table = SENTENCE_EQUATING[language][form];
      expect(table).toHaveLength(formItems(language, form).length + 1);
      for (let x = 1; x < table.length; x += 1)
        expect(table[x]!).toBeGreaterThanOrEqual(table[x - 1]!);
    }
  });

  it('puts the forms’ means within 1 point of form A’s for one simulated group', () => {
    const scores = simulateFormScores(language, 40, 'sentence-equating-test');
    const equated = Object.fromEntries(
      SRE_FORMS.map((form) => [
        form,
        mean(
          scores[form].map((raw) =>
            equatedSentenceScore(language, form, EQUATED_TIME_LIMIT_SECONDS, raw),
          ),
        ),
      ]),
    ) as Record<(typeof SRE_FORMS)[number], number>;
    expect(Math.abs(equated.B - equated.A)).toBeLessThanOrEqual(1);
    expect(Math.abs(equated.C - equated.A)).toBeLessThanOrEqual(1);
  });

  it('keeps form A, an unknown form and other time limits as counted', () => {
    expect(equatedSentenceScore(language, 'A', EQUATED_TIME_LIMIT_SECONDS, 37)).toBe(37);
    expect(equatedSentenceScore(language, null, EQUATED_TIME_LIMIT_SECONDS, 37)).toBe(37);
    expect(equatedSentenceScore(language, 'B', null, 37)).toBe(37);
    expect(equatedSentenceScore(language, 'C', 360, 37)).toBe(37);
  });
});
