/// <reference types="node" />
/**
 * Prints the phonics bank for review: each word with its CMU pronunciation and each misspelling
 * marked W (in the English word list), C (in the CMU dictionary) and with espeak-ng's reading.
 * The tests enforce the rules (src/phonics-bank/*.test.ts); this shows authors what a new item
 * looks like against them.
 *
 *   npx tsx packages/tasks/scripts/phonics/review-bank.ts
 */
import { PHONICS_CATEGORIES } from '@roar/contracts';
import { phonicsBank } from '../../src/phonics-bank/index.ts';
import { englishWords, espeakPhonemes, hasEspeak, pronunciations } from './sources.ts';

const words = englishWords();
const espeak = hasEspeak();
const bank = phonicsBank();
const groups = [
  ['practice', bank.practice] as const,
  ...PHONICS_CATEGORIES.map((category) => [category, bank.test[category]] as const),
];
let realMisspellings = 0;
for (const [name, items] of groups) {
  console.warn(`\n${name}`);
  for (const item of items) {
    const said = espeak ? espeakPhonemes(item.word) : '';
    console.warn(`  ${item.word.padEnd(7)} ${pronunciations(item.word).join(' | ')}  ${said}`);
    for (const choice of item.choices.filter((c) => c !== item.word)) {
      const inList = words.has(choice);
      if (inList) realMisspellings += 1;
      const marks = `${inList ? 'W' : '-'}${pronunciations(choice).length > 0 ? 'C' : '-'}`;
      console.warn(`    ${choice.padEnd(7)} ${marks}  ${espeak ? espeakPhonemes(choice) : ''}`);
    }
  }
}
console.warn(`\nMisspellings in the word list: ${realMisspellings}`);
