import { SRE_FORMS } from '@roar/contracts';
import {
  equateScore,
  equipercentileTable,
  PROVISIONAL_ABILITY,
  provisionalThetaOfGrade,
} from '@roar/scoring';
import { createRng } from '../runtime/random.ts';
import { normalDraw } from '../simulated-child.ts';
import { formItems, type SreForm, type SreLanguage } from '../sre/index.ts';
import { SENTENCE_EQUATING } from './equating-table.ts';
import type { SentenceParams } from './info.ts';
import { simulateSentence } from './simulate.ts';

/** The time limit the equating tables (and the norms) assume. */
export const EQUATED_TIME_LIMIT_SECONDS = 180;

/**
 * A Sentence score (correct - incorrect, floored at 0) on form A's scale: a form B or C score
 * through its equipercentile table (equating-table.ts; ADR 053), rounded to a whole point. Form A,
 * an unknown form, and a run at another time limit (its score has no norms, scoring.md section 3)
 * keep the score as counted.
 */
export function equatedSentenceScore(
  language: SreLanguage,
  form: SreForm | null,
  timeLimitSeconds: number | null,
  raw: number,
): number {
  if (form === null || form === 'A' || timeLimitSeconds !== EQUATED_TIME_LIMIT_SECONDS) return raw;
  return Math.round(equateScore(SENTENCE_EQUATING[language][form], raw));
}

/** Correct - incorrect of a simulated run's test trials, floored at 0 (the game's headline). */
export function netCorrect(trials: readonly { stage: string; data: Record<string, unknown> }[]) {
  const test = trials.filter((t) => t.stage === 'test');
  const correct = test.filter((t) => t.data.correct === 1).length;
  return Math.max(0, correct - (test.length - correct));
}

/** Children of the product's population: every grade K-12 equally, N(theta(k), 1) each. */
function population(childrenPerGrade: number, seed: string) {
  const abilities = createRng(seed);
  return Array.from({ length: 13 }, (_, grade) =>
    Array.from({ length: childrenPerGrade }, () => ({
      grade,
      theta: provisionalThetaOfGrade(grade) + PROVISIONAL_ABILITY.thetaSd * normalDraw(abilities),
    })),
  ).flat();
}

/**
 * Raw (unequated) scores of each form for the product's population, played at the standard
 * limit with a run seed each. 'single': the same children play every form (what the tables are
 * built from: run noise only); 'equivalent': each form has its own random sample.
 */
export function simulateFormScores(
  language: SreLanguage,
  childrenPerGrade: number,
  seed: string,
  design: 'single' | 'equivalent' = 'single',
): Record<SreForm, number[]> {
  const scores = {} as Record<SreForm, number[]>;
  for (const form of SRE_FORMS) {
    const children = population(
      childrenPerGrade,
      `${seed}:${language}:abilities${design === 'single' ? '' : `:${form}`}`,
    );
    const params: SentenceParams = {
      language,
      form,
      timeLimitSeconds: EQUATED_TIME_LIMIT_SECONDS,
      practice: false,
    } as SentenceParams;
    scores[form] = children.map((child, index) =>
      netCorrect(
        simulateSentence(params, createRng(`${seed}:${language}:${form}:${index}`), {
          theta: child.theta,
          grade: String(child.grade),
        }),
      ),
    );
  }
  return scores;
}

/** The tables of one language: forms B and C to form A's scale, at every score 0..form size. */
export function buildSentenceEquating(
  language: SreLanguage,
  childrenPerGrade: number,
  seed: string,
): Record<Exclude<SreForm, 'A'>, number[]> {
  const scores = simulateFormScores(language, childrenPerGrade, seed);
  const max = formItems(language, 'A').length;
  return {
    B: equipercentileTable(scores.B, scores.A, max),
    C: equipercentileTable(scores.C, scores.A, max),
  };
}
