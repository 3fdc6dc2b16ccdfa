/**
 * PROVISIONAL 4PL item parameters of the Word task: a stated prior, not a calibration. Nothing
 * here was fitted to children's answers; the calibration command replaces these values once
 * responses exist (scoring.md section 6). Theta is on the task's own provisional scale.
 *
 * c = 0.5: two choices, so a child who guesses is right half the time.
 * d = 0.98: a reader who knows the answer still slips (a wrong key, a blink) about 2% of the time.
 * b, real words: frequent, short words are easy. Word frequency is the strongest predictor of
 *   lexical decision accuracy and speed (Balota et al., 2004; Brysbaert & New, 2009, who built
 *   SUBTLEX), and length adds difficulty for young readers:
 *   b = 0.5 - 1.2 (zipf - 4) + 0.15 (length - 5).
 * b, made-up words: wordlike strings are hard to reject. Made-up words with many orthographic
 *   neighbours and common letter pairs are rejected more slowly and less accurately (Coltheart et
 *   al., 1977; Andrews, 1997; Keuleers & Brysbaert, 2010), and long ones take a young reader longer
 *   to decode: b = 0.0 + 1.5 W + 0.2 (length - 5), where W is the wordlikeness index below.
 * a: 1.5 for a real word of middling difficulty, 1.3 for a made-up word (rejecting a string is a
 *   less direct measure of word knowledge), both falling by 0.08 per unit of |b|: the easiest and
 *   hardest items depend more on chance exposure to a particular word.
 * b is clipped to [-3, 3]; a and b are rounded to two decimals.
 */
import type { ItemParams } from '@roar/scoring';

export const GUESSING = 0.5;
export const UPPER = 0.98;
export const B_RANGE = { min: -3, max: 3 } as const;

export const REAL_PRIOR = { intercept: 0.5, perZipf: -1.2, zipfCentre: 4, perLetter: 0.15 };
export const MADE_UP_PRIOR = { intercept: 0, perWordlikeness: 1.5, perLetter: 0.2 };
export const LENGTH_CENTRE = 5;
export const DISCRIMINATION = { real: 1.5, madeUp: 1.3, perUnitB: 0.08, min: 1.0 } as const;

/**
 * Wordlikeness W of a string: the mean of two z-scores, log(1 + N) for its orthographic
 * neighbours and its mean log bigram count, each standardised on the real words that could be
 * items (so W = 0 is as wordlike as a typical real item).
 */
export interface WordlikenessScale {
  neighbours: { mean: number; sd: number };
  bigrams: { mean: number; sd: number };
}

export function wordlikeness(scale: WordlikenessScale, neighbours: number, bigram: number) {
  const zN = (Math.log(1 + neighbours) - scale.neighbours.mean) / scale.neighbours.sd;
  const zB = (bigram - scale.bigrams.mean) / scale.bigrams.sd;
  return (zN + zB) / 2;
}

/** Two decimals; adding 0 turns -0 into 0, which is how the bank files print it. */
const round2 = (value: number) => Math.round(value * 100) / 100 + 0;
const clipB = (b: number) => Math.min(B_RANGE.max, Math.max(B_RANGE.min, b));

function params(b: number, aCentre: number): ItemParams {
  const clipped = round2(clipB(b));
  const a = Math.max(DISCRIMINATION.min, aCentre - DISCRIMINATION.perUnitB * Math.abs(clipped));
  return { a: round2(a), b: clipped, c: GUESSING, d: UPPER };
}

/** Prior of a real word from its Zipf frequency and its length in letters. */
export function realWordParams(zipf: number, length: number): ItemParams {
  const p = REAL_PRIOR;
  const b =
    p.intercept + p.perZipf * (zipf - p.zipfCentre) + p.perLetter * (length - LENGTH_CENTRE);
  return params(b, DISCRIMINATION.real);
}

/** Prior of a made-up word from its wordlikeness W and its length in letters. */
export function madeUpParams(w: number, length: number): ItemParams {
  const p = MADE_UP_PRIOR;
  const b = p.intercept + p.perWordlikeness * w + p.perLetter * (length - LENGTH_CENTRE);
  return params(b, DISCRIMINATION.madeUp);
}
