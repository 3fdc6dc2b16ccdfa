/**
 * A cheap check that a made-up word does not sound like a real one (brane for brain, kasa for
 * casa): respell it with one common spelling of the same sound and look the result up. It catches
 * the obvious pseudohomophones, not all of them.
 */
import type { SourceLanguage } from './sources.ts';

/**
 * Spellings of one sound. 'a_e' stands for a, one consonant and a final e (cake), the other
 * entries for themselves.
 */
const EN_SAME_SOUND: readonly (readonly string[])[] = [
  ['ai', 'ay', 'a_e', 'ei', 'eigh'],
  ['ee', 'ea', 'ie', 'e_e', 'ey'],
  ['oa', 'ow', 'o_e', 'oe'],
  ['oo', 'ew', 'ue', 'u_e'],
  ['igh', 'i_e', 'y', 'ie'],
  ['ck', 'k', 'c'],
  ['ph', 'f', 'ff'],
  ['s', 'ss', 'c', 'z'],
  ['z', 'zz', 's'],
  ['l', 'll'],
  ['j', 'g', 'dge', 'ge'],
  ['er', 'ir', 'ur', 'ear'],
  ['or', 'ore', 'oar', 'our'],
  ['air', 'are', 'ear'],
  ['ou', 'ow'],
  ['oi', 'oy'],
  ['au', 'aw', 'al'],
  ['wr', 'r'],
  ['kn', 'n'],
  ['wh', 'w'],
  ['x', 'cks', 'ks'],
  ['ch', 'tch'],
  ['t', 'tt', 'ght'],
  ['e', 'ea'],
  ['u', 'o'],
  ['m', 'mm', 'mb', 'mn'],
  ['er', 'or', 'ar'],
  ['n', 'nn'],
  ['p', 'pp'],
  ['b', 'bb'],
  ['d', 'dd'],
  ['g', 'gg'],
  ['r', 'rr'],
];

/** Spellings of one sound in Latin American and Peninsular Spanish (seseo and yeismo included). */
const ES_SAME_SOUND: readonly (readonly string[])[] = [
  ['b', 'v'],
  ['y', 'll'],
  ['s', 'z', 'c'],
  ['c', 'k', 'qu'],
  ['g', 'j'],
  ['gu', 'g'],
  ['h', ''],
  ['x', 's'],
  ['i', 'y'],
];

const CONSONANT = '[b-df-hj-np-tv-z]';

/** Every respelling of a word with one spelling of a sound swapped for another. */
export function respellings(language: SourceLanguage, word: string): string[] {
  const groups = language === 'en' ? EN_SAME_SOUND : ES_SAME_SOUND;
  const out = new Set<string>();
  for (const group of groups) {
    for (const from of group) {
      for (const to of group) {
        if (from === to) continue;
        for (const variant of swap(word, from, to)) out.add(variant);
      }
    }
  }
  if (language === 'es') {
    // A silent h may stand at the start of a word (hola, ola).
    out.add(`h${word}`);
  } else {
    // A silent e after a vowel pair changes nothing (seate, seat).
    if (/[aeiou]{2}[b-df-hj-np-tv-z]e$/.test(word)) out.add(word.slice(0, -1));
    // In longer English words an unstressed vowel sounds alike whatever its letter
    // (perminent, permanent).
    if (word.length >= 6) {
      for (let i = 0; i < word.length; i += 1) {
        if (!'aeiou'.includes(word[i] as string)) continue;
        for (const vowel of 'aeiou') out.add(word.slice(0, i) + vowel + word.slice(i + 1));
      }
    }
  }
  out.delete(word);
  return [...out];
}

/** All strings made by replacing one occurrence of `from` with `to` (a_e forms handled). */
function swap(word: string, from: string, to: string): string[] {
  const results: string[] = [];
  if (from.endsWith('_e')) {
    const match = new RegExp(`${from[0]}(${CONSONANT})e$`).exec(word);
    if (match) {
      const stem = word.slice(0, match.index);
      const consonant = match[1] as string;
      results.push(to.endsWith('_e') ? `${stem}${to[0]}${consonant}e` : `${stem}${to}${consonant}`);
    }
    return results;
  }
  if (from === '') {
    return results;
  }
  for (let i = word.indexOf(from); i >= 0; i = word.indexOf(from, i + 1)) {
    const before = word.slice(0, i);
    const after = word.slice(i + from.length);
    if (to.endsWith('_e')) {
      // ai + t at the end becomes a + t + e (bait, bate).
      if (new RegExp(`^${CONSONANT}$`).test(after)) results.push(`${before}${to[0]}${after}e`);
    } else {
      results.push(before + to + after);
    }
  }
  return results;
}
