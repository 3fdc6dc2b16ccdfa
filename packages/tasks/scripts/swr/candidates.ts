/**
 * The candidate pools of one language, each candidate with its prior difficulty b: real words of
 * the frequency list (real-words.ts) and made-up words generated from them (pseudowords.ts).
 */
import { dictionary } from 'cmu-pronouncing-dictionary';
import type { Rng } from '../../src/runtime/random.ts';
import { hasRegionalEnding, isBlockedMadeUpWord } from './exclusions.ts';
import { learnOrthography, meanBigramLog, neighbourCounter } from './orthography.ts';
import { type WordlikenessScale, madeUpParams, realWordParams, wordlikeness } from './priors.ts';
import { generateMadeUpWords } from './pseudowords.ts';
import {
  MAX_LENGTH,
  MIN_LENGTH,
  MIN_ZIPF,
  type RealCandidate,
  realCandidates,
} from './real-words.ts';
import { respellings } from './sound-alikes.ts';
import { type WordSources, capitalisedNames, isKnownWord, listForm } from './sources.ts';

/** SUBTLEXus entries written with a capital this often are names (Spanish filter). */
const NAME_MIN_COUNT = 50;
/** Spanish words spelled like an English word at least this common are left out. */
const ENGLISH_MIN_ZIPF = 3;
/** Made-up candidates generated per length. */
const MADE_UP_PER_LENGTH = 5000;
/** Templates for made-up words: real words at least this common. */
const TEMPLATE_MIN_ZIPF = 3;

export type RealScored = RealCandidate & { b: number };
export interface MadeUpScored {
  word: string;
  /** Wordlikeness index W of the prior (priors.ts). */
  w: number;
  b: number;
}

/**
 * Real words that may be items. Spanish words spelled like a common English word (hotel, final,
 * pie) could be recognised through English, and names (Alan, Ramon) hide in the Spanish lists:
 * both are left out.
 */
export function realWordPool(
  sources: WordSources,
  other: WordSources,
  reserved: readonly string[],
): RealScored[] {
  const { language } = sources;
  const plain = (word: string) => listForm(language, word);
  const names = language === 'es' ? capitalisedNames(NAME_MIN_COUNT) : new Set<string>();
  const english = new Set(
    other.frequency.filter((e) => e.zipf >= ENGLISH_MIN_ZIPF).map((e) => e.word),
  );
  const foreign = (word: string) =>
    language === 'es' && (names.has(plain(word)) || english.has(plain(word)));
  return realCandidates(sources, language === 'en' ? (w) => w in dictionary : undefined)
    .filter((c) => !reserved.includes(c.word) && !foreign(c.word))
    .map((c) => ({ ...c, b: realWordParams(c.zipf, c.length).b }));
}

function meanSd(xs: readonly number[]) {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
  return { mean, sd };
}

/**
 * A made-up word must be no word of either language (full lists, frequency lists, and for
 * English the CMU dictionary), must not sound like a common word, and contains nothing rude.
 */
function madeUpFilter(sources: WordSources, other: WordSources) {
  const { language } = sources;
  const common = new Set(
    sources.frequency.filter((e) => e.zipf >= MIN_ZIPF).map((e) => listForm(language, e.word)),
  );
  return (word: string) =>
    !isKnownWord(sources, word) &&
    !isKnownWord(other, word) &&
    !(word in dictionary) &&
    !isBlockedMadeUpWord(word) &&
    !(language === 'es' && hasRegionalEnding(word)) &&
    !respellings(language, listForm(language, word)).some((variant) => common.has(variant));
}

/**
 * Made-up candidates with their prior. Spelling patterns, neighbours and bigrams come from the
 * common words of the language; wordlikeness is standardised on the real candidates. One run per
 * length, from templates of about that length, so that short made-up words (rare among
 * recombinations of longer words) are plentiful too.
 */
export function madeUpPool(
  sources: WordSources,
  other: WordSources,
  real: readonly RealCandidate[],
  rngFor: (length: number) => Rng,
): MadeUpScored[] {
  const { language } = sources;
  const plain = (word: string) => listForm(language, word);
  const lexicon = sources.frequency
    .filter((e) => e.zipf >= MIN_ZIPF && sources.fullList.has(plain(e.word)))
    .map((e) => e.word);
  const spelling = learnOrthography(lexicon);
  const plainModel = learnOrthography(lexicon.map(plain));
  const neighbours = neighbourCounter(lexicon.map(plain));
  const measures = (word: string) => ({
    n: neighbours(plain(word)),
    bigram: meanBigramLog(plainModel, plain(word)),
  });
  const realMeasures = real.map((c) => measures(c.word));
  const scale: WordlikenessScale = {
    neighbours: meanSd(realMeasures.map((m) => Math.log(1 + m.n))),
    bigrams: meanSd(realMeasures.map((m) => m.bigram)),
  };

  const templates = real.filter((c) => c.zipf >= TEMPLATE_MIN_ZIPF).map((c) => c.word);
  const isAcceptable = madeUpFilter(sources, other);
  const words: string[] = [];
  for (let length = MIN_LENGTH; length <= MAX_LENGTH; length += 1) {
    const options = {
      language,
      spelling,
      plain: plainModel,
      plainForm: plain,
      templates: templates.filter((t) => Math.abs(t.length - length) <= 1),
      isAcceptable,
      minLength: length,
      maxLength: length,
    };
    words.push(...generateMadeUpWords(options, rngFor(length), MADE_UP_PER_LENGTH));
  }
  return words.map((word) => {
    const m = measures(word);
    const w = wordlikeness(scale, m.n, m.bigram);
    return { word, w, b: madeUpParams(w, word.length).b };
  });
}

/**
 * What a made-up word has to share with the real word it stands in for, besides the length:
 * whether it starts and ends with a vowel letter, an inflection-like ending (English -s, -ed,
 * -ing; Spanish -s) and, in Spanish, a written accent.
 */
export function formClass(language: WordSources['language'], word: string): string {
  const ending = language === 'en' ? /([^su]s|ed|ing)$/.test(word) : word.endsWith('s');
  const vowel = /[aeiouáéíóú]/;
  const first = vowel.test(word[0] ?? '');
  const last = vowel.test(word[word.length - 1] ?? '');
  return [word.length, first, last, ending, /[áéíóú]/.test(word)].join(':');
}
