import type { LetterLanguage } from './types.ts';

/**
 * The three distractors of each letter-name item, as a string of letters. Each set mixes letters
 * that look alike (b d p q r, m n w h, c e o a, i j l t, u v w y) with letters whose names sound
 * alike (English: bee dee pee tee vee zee; ef el em en ess; ay jay kay; eye why; cue you. Spanish:
 * be de pe te; efe ele eme ene ese; a ka; u cu; ce zeta ese), so a correct answer means the child
 * knows this letter, not that the others were easy to rule out.
 */
const ENGLISH_UPPER: Readonly<Record<string, string>> = {
  a: 'HJK',
  b: 'DPR',
  c: 'EGO',
  d: 'BOT',
  e: 'BFT',
  f: 'EPS',
  g: 'CJQ',
  h: 'AKN',
  i: 'LTY',
  j: 'GIK',
  k: 'AHX',
  l: 'IMT',
  m: 'NWH',
  n: 'HMZ',
  o: 'CDQ',
  p: 'BRT',
  q: 'GOU',
  r: 'BKP',
  s: 'CFZ',
  t: 'DIL',
  u: 'QVW',
  v: 'BUY',
  w: 'MUV',
  x: 'KSY',
  y: 'IVX',
  z: 'CNS',
};

const ENGLISH_LOWER: Readonly<Record<string, string>> = {
  a: 'deo',
  b: 'dpq',
  c: 'aeo',
  d: 'bpq',
  e: 'aco',
  f: 'jlt',
  g: 'pqy',
  h: 'bkn',
  i: 'jlt',
  j: 'giy',
  k: 'hlx',
  l: 'fit',
  m: 'hnw',
  n: 'hmu',
  o: 'ace',
  p: 'bdq',
  q: 'dgp',
  r: 'ntv',
  s: 'cez',
  t: 'fil',
  u: 'nvw',
  v: 'uwy',
  w: 'muv',
  x: 'kyz',
  y: 'gjv',
  z: 'nsx',
};

/**
 * Spanish changes: b and v share a sound, and in much of Latin America their names too ('be' and
 * 've'), so neither is offered in the other's item; n and ñ look and sound alike and are offered
 * together.
 */
const SPANISH_UPPER: Readonly<Record<string, string>> = {
  ...ENGLISH_UPPER,
  n: 'HMÑ',
  ñ: 'HMN',
  v: 'UWY',
};

const SPANISH_LOWER: Readonly<Record<string, string>> = {
  ...ENGLISH_LOWER,
  n: 'muñ',
  ñ: 'hmn',
};

/** Distractors of upper-case and lower-case name items, keyed by the lower-case target. */
export const NAME_DISTRACTORS: Readonly<
  Record<
    LetterLanguage,
    { upper: Readonly<Record<string, string>>; lower: Readonly<Record<string, string>> }
  >
> = {
  en: { upper: ENGLISH_UPPER, lower: ENGLISH_LOWER },
  'en-CA': { upper: ENGLISH_UPPER, lower: ENGLISH_LOWER },
  es: { upper: SPANISH_UPPER, lower: SPANISH_LOWER },
};

type Row = readonly [letter: string, distractors: string];

/**
 * Practice items: easy letters against letters that look and sound different, so the child learns
 * how a trial works before anything is hard. Same letters in all languages.
 */
export const NAME_PRACTICE: Readonly<{ upper: readonly Row[]; lower: readonly Row[] }> = {
  upper: [
    ['o', 'HTX'],
    ['s', 'AMO'],
    ['t', 'BOW'],
  ],
  lower: [
    ['o', 'tkx'],
    ['s', 'hom'],
    ['x', 'bos'],
  ],
};
