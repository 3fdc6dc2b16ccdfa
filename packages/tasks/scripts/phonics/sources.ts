/// <reference types="node" />
/**
 * What the phonics bank is checked against (build and test code only; nothing here ships):
 *
 * - an-array-of-english-words 2.0.0 (MIT): ~275,000 English words (Letterpress list), lower case.
 * - cmu-pronouncing-dictionary 3.0.0 (ISC; the CMU Pronouncing Dictionary is BSD-licensed):
 *   ARPAbet pronunciations of 134,000 words, alternatives keyed 'word(2)'.
 * - espeak-ng (GPL-3, a build tool like in build-speech-assets.ts, never bundled): how the build's
 *   speech engine reads a string, made-up strings included, by its spelling rules.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dictionary } from 'cmu-pronouncing-dictionary';

const require = createRequire(import.meta.url);

let words: ReadonlySet<string> | undefined;

/** Every word of an-array-of-english-words. */
export function englishWords(): ReadonlySet<string> {
  if (words) return words;
  const raw: unknown = JSON.parse(
    readFileSync(require.resolve('an-array-of-english-words'), 'utf8'),
  );
  if (!Array.isArray(raw)) throw new Error('an-array-of-english-words is not a list');
  words = new Set(raw.filter((word): word is string => typeof word === 'string'));
  return words;
}

/** CMU pronunciations of a word without stress marks ('K EY K'); empty when it has none. */
export function pronunciations(word: string): string[] {
  const found: string[] = [];
  for (let n = 1; ; n += 1) {
    const entry = dictionary[n === 1 ? word : `${word}(${n})`];
    if (entry === undefined) return found;
    found.push(entry.replace(/\d/g, ''));
  }
}

/** True when the two spellings share a CMU pronunciation. */
export function areHomophones(a: string, b: string): boolean {
  const other = pronunciations(b);
  return pronunciations(a).some((p) => other.includes(p));
}

/** Whether espeak-ng is installed (the sound-alike check needs it). */
export function hasEspeak(): boolean {
  return spawnSync('espeak-ng', ['--version']).status === 0;
}

/**
 * espeak-ng's phonemes for a string with the build's English voice, stress marks removed: two
 * strings with the same phonemes are heard as the same word.
 */
export function espeakPhonemes(text: string): string {
  const result = spawnSync('espeak-ng', ['-v', 'en-us', '-q', '-x', text]);
  if (result.status !== 0) throw new Error(`espeak-ng failed on ${text}`);
  return result.stdout.toString().trim().replace(/[',]/g, '');
}
