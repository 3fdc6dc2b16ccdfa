import { describe, expect, it } from 'vitest';
import { espeakPhonemes, hasEspeak } from '../../scripts/phonics/sources.ts';
import { phonicsBank } from './index.ts';

const ESPEAK_MS = 30_000;

/**
 * The CMU check (bank.test.ts) only knows real words. Made-up misspellings can also read like the
 * word (kake for cake, rane for rain): this check asks the build's speech engine, which reads any
 * string by spelling rules. It needs espeak-ng (`apt-get install espeak-ng`, as for the speech
 * build) and is skipped without it.
 */
describe.runIf(hasEspeak())('phonics misspellings, read aloud', () => {
  it(
    'never read like the word itself',
    () => {
      const bank = phonicsBank();
      const items = [...bank.practice, ...Object.values(bank.test).flat()];
      const alike = items.flatMap((item) => {
        const word = espeakPhonemes(item.word);
        return item.choices
          .filter((choice) => choice !== item.word && espeakPhonemes(choice) === word)
          .map((choice) => `${item.word}/${choice}`);
      });
      expect(alike).toEqual([]);
    },
    ESPEAK_MS,
  );
});
