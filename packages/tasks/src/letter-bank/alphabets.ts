import type { LetterLanguage } from './types.ts';

const ENGLISH = 'abcdefghijklmnopqrstuvwxyz'.split('');

/**
 * The Spanish alphabet as the Real Academia Española has defined it since the Ortografía of 2010:
 * 27 letters, the English 26 plus ñ after n. The digraphs ch and ll (letters in older school
 * alphabets) and rr (never a letter) are left out: they are pairs of letters, and a single-letter
 * choice cannot show them.
 */
const SPANISH = 'abcdefghijklmnñopqrstuvwxyz'.split('');

/** The lower-case alphabet of a language, in alphabetical order. */
export const ALPHABETS: Readonly<Record<LetterLanguage, readonly string[]>> = {
  en: ENGLISH,
  'en-CA': ENGLISH,
  es: SPANISH,
};

/**
 * English letter names, spelled so that espeak-ng (the build's speech engine) and a human reader
 * both say the name. The vowels are written as their capitals: the name of a vowel is its long
 * sound, and spellings such as 'ay' are read 'eye' by the engine.
 */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  a: 'A',
  b: 'bee',
  c: 'see',
  d: 'dee',
  e: 'E',
  f: 'ef',
  g: 'gee',
  h: 'aitch',
  i: 'I',
  j: 'jay',
  k: 'kay',
  l: 'el',
  m: 'em',
  n: 'en',
  o: 'O',
  p: 'pee',
  q: 'cue',
  r: 'ar',
  s: 'ess',
  t: 'tee',
  u: 'U',
  v: 'vee',
  w: 'double-you',
  x: 'ex',
  y: 'why',
  z: 'zee',
};

/**
 * Spanish letter names as the RAE recommends them (Ortografía 2010): 'be' and 'uve' (not 'be
 * larga / be corta' or 've chica', regional), 'uve doble' (not 'doble ve' or 'doble u'), 'ye'
 * (not 'i griega'). Because many speakers say 'be' and 've' alike, b and v are never choices of
 * each other's name items (see name-distractors.ts).
 */
const SPANISH_NAMES: Readonly<Record<string, string>> = {
  a: 'a',
  b: 'be',
  c: 'ce',
  d: 'de',
  e: 'e',
  f: 'efe',
  g: 'ge',
  h: 'hache',
  i: 'i',
  j: 'jota',
  k: 'ka',
  l: 'ele',
  m: 'eme',
  n: 'ene',
  ñ: 'eñe',
  o: 'o',
  p: 'pe',
  q: 'cu',
  r: 'erre',
  s: 'ese',
  t: 'te',
  u: 'u',
  v: 'uve',
  w: 'uve doble',
  x: 'equis',
  y: 'ye',
  z: 'zeta',
};

/** Spoken letter names per language, keyed by the lower-case letter. Canada says 'zed'. */
export const LETTER_NAMES: Readonly<Record<LetterLanguage, Readonly<Record<string, string>>>> = {
  en: ENGLISH_NAMES,
  'en-CA': { ...ENGLISH_NAMES, z: 'zed' },
  es: SPANISH_NAMES,
};
