/**
 * Real words that may become Word items: common words of the frequency list, spelled with plain
 * letters, 3-9 letters long, present in the full word list (and, for English, in the CMU
 * pronouncing dictionary), and none of the exclusions. Regular inflections (cats, played,
 * canciones) are dropped, so the bank tests words, not endings.
 */
import { isExcludedRealWord } from './exclusions.ts';
import { type FrequencyEntry, type WordSources, listForm } from './sources.ts';

/**
 * Two-letter words are left out: there are few of them, all very easy, and made-up strings of two
 * letters are rarely legal spellings, so their lengths could not be matched.
 */
export const MIN_LENGTH = 3;
export const MAX_LENGTH = 9;
/** Rarer words are mostly unknown to children (SUBTLEXus: fewer than 0.3 per million). */
export const MIN_ZIPF = 2.5;
/** Rare three-letter strings are mostly clippings, slang or fragments (ons, ake, wiz). */
export const MIN_ZIPF_THREE_LETTERS = 3;

/** Zipf units by which an inflected form must outnumber its base to count as a word of its own. */
const OWN_WORD_MARGIN = 1.5;

const LETTERS = { en: /^[a-z]+$/, es: /^[a-zñáéíóúü]+$/ } as const;

/** Possible base forms of a regularly inflected word. */
function baseForms(language: 'en' | 'es', word: string): string[] {
  const bases: string[] = [];
  const strip = (suffix: string, add = '') => {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      bases.push(word.slice(0, word.length - suffix.length) + add);
    }
  };
  strip('s');
  strip('es');
  if (language === 'en') {
    strip('ies', 'y');
    strip('ied', 'y');
    strip('ed');
    strip('d');
    strip('ing');
    strip('ing', 'e');
    const doubled = /(.)\1(ed|ing)$/.exec(word);
    if (doubled) bases.push(word.slice(0, doubled.index + 1));
  } else {
    // Plural of a word ending in a consonant, and the feminine of a masculine in -o.
    strip('a', 'o');
    strip('as', 'o');
  }
  return bases;
}

/**
 * US/UK spelling pairs (color, colour; center, centre; realize, realise; catalog, catalogue):
 * such words are left out so that no child meets a spelling foreign to them.
 */
const SPELLING_PAIRS: readonly (readonly [RegExp, string, number])[] = [
  [/our$/, 'or', 6],
  [/or$/, 'our', 5],
  [/ise$/, 'ize', 6],
  [/ize$/, 'ise', 6],
  [/yse$/, 'yze', 6],
  [/yze$/, 'yse', 6],
  [/([^aeiou])re$/, '$1er', 5],
  [/([^aeiou])er$/, '$1re', 5],
  [/ogue$/, 'og', 6],
  [/og$/, 'ogue', 6],
  [/ence$/, 'ense', 6],
  [/ense$/, 'ence', 6],
  [/ae/, 'e', 6],
  [/oe/, 'e', 6],
];

function hasOtherSpelling(word: string, fullList: ReadonlySet<string>): boolean {
  return SPELLING_PAIRS.some(([pattern, replacement, minLength]) => {
    if (word.length < minLength || !pattern.test(word)) return false;
    return fullList.has(word.replace(pattern, replacement));
  });
}

export interface RealCandidate {
  word: string;
  zipf: number;
  length: number;
}

/**
 * Filters the frequency list down to possible items. `pronounceable` is the CMU dictionary
 * check for English (undefined for Spanish).
 */
export function realCandidates(
  sources: WordSources,
  pronounceable?: (word: string) => boolean,
): RealCandidate[] {
  const { language } = sources;
  const zipfOf = new Map<string, number>();
  for (const entry of sources.frequency) {
    const key = listForm(language, entry.word);
    if (!zipfOf.has(key)) zipfOf.set(key, entry.zipf);
  }
  const keep = (entry: FrequencyEntry) => {
    const { word } = entry;
    if (word.length < MIN_LENGTH || word.length > MAX_LENGTH) return false;
    if (!LETTERS[language].test(word) || !/[aeiouyáéíóú]/.test(word)) return false;
    if (entry.zipf < (word.length === 3 ? MIN_ZIPF_THREE_LETTERS : MIN_ZIPF)) return false;
    if (!sources.fullList.has(listForm(language, word))) return false;
    if (pronounceable && !pronounceable(word)) return false;
    if (isExcludedRealWord(language, word)) return false;
    if (language === 'en' && hasOtherSpelling(word, sources.fullList)) return false;
    return !isInflection(listForm(language, word), entry.zipf);
  };
  /**
   * An inflected form (weevils, hurtling, canciones) is dropped when its base is a word, unless
   * the form is far more common than the base and so a word in its own right (morning, morn).
   */
  const isInflection = (plain: string, zipf: number) =>
    baseForms(language, plain).some((base) => {
      if (!sources.fullList.has(base)) return false;
      const baseZipf = zipfOf.get(base);
      return baseZipf === undefined || zipf - baseZipf < OWN_WORD_MARGIN;
    });
  const seen = new Set<string>();
  const out: RealCandidate[] = [];
  for (const entry of sources.frequency) {
    const key = listForm(language, entry.word);
    if (seen.has(key) || !keep(entry)) continue;
    seen.add(key);
    out.push({ word: entry.word, zipf: entry.zipf, length: entry.word.length });
  }
  return out;
}
