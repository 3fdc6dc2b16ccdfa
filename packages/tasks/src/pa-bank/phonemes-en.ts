import { dictionary } from 'cmu-pronouncing-dictionary';

/**
 * English pronunciations from the CMU Pronouncing Dictionary (npm cmu-pronouncing-dictionary
 * 3.0.0; ARPAbet, American English). Used by the bank's tests only: the dictionary weighs
 * megabytes and never ships to the browser.
 */

const MAX_VARIANTS = 5;

/**
 * Every pronunciation the dictionary lists for a word ('tomato', 'tomato(2)', ...), as phoneme
 * lists without stress marks ('K AE1 T' -> ['K', 'AE', 'T']). Empty when the word is missing.
 */
export function englishPronunciations(word: string): string[][] {
  const key = word.toLowerCase();
  const variants: string[][] = [];
  for (let n = 1; n <= MAX_VARIANTS; n += 1) {
    const entry = dictionary[n === 1 ? key : `${key}(${n})`];
    if (entry !== undefined) variants.push(entry.replace(/\d/g, '').split(' '));
  }
  return variants;
}

/** The r-coloured sounds: British English drops them at the end of a word (car, worker). */
export const RHOTIC_ENDINGS: ReadonlySet<string> = new Set(['R', 'ER']);
